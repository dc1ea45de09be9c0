-- CreateEnum
CREATE TYPE "PassportStatus" AS ENUM ('active', 'withdrawn');

-- CreateTable
CREATE TABLE "passport_templates" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sections" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "passport_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "passports" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "templateCode" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "gtin" TEXT NOT NULL,
    "content" JSONB NOT NULL,
    "checksum" TEXT NOT NULL,
    "status" "PassportStatus" NOT NULL DEFAULT 'active',
    "publishedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawnAt" TIMESTAMPTZ(3),

    CONSTRAINT "passports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "passport_units" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "passportId" UUID NOT NULL,
    "gtin" TEXT NOT NULL,
    "serial" TEXT NOT NULL,
    "lot" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "passport_units_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "passport_templates_organizationId_code_key" ON "passport_templates"("organizationId", "code");

-- CreateIndex
CREATE INDEX "passports_gtin_publishedAt_idx" ON "passports"("gtin", "publishedAt" DESC);

-- CreateIndex
CREATE INDEX "passports_organizationId_productId_version_idx" ON "passports"("organizationId", "productId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "passports_productId_version_key" ON "passports"("productId", "version");

-- CreateIndex
CREATE INDEX "passport_units_passportId_idx" ON "passport_units"("passportId");

-- CreateIndex
CREATE UNIQUE INDEX "passport_units_gtin_serial_key" ON "passport_units"("gtin", "serial");

-- AddForeignKey
ALTER TABLE "passport_templates" ADD CONSTRAINT "passport_templates_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "passports" ADD CONSTRAINT "passports_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "passport_units" ADD CONSTRAINT "passport_units_passportId_fkey" FOREIGN KEY ("passportId") REFERENCES "passports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A published passport version never changes: only its withdrawal is
-- written after publication.
CREATE FUNCTION passports_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.content IS DISTINCT FROM OLD.content OR NEW.checksum IS DISTINCT FROM OLD.checksum OR NEW.version IS DISTINCT FROM OLD.version
     OR NEW.gtin IS DISTINCT FROM OLD.gtin OR NEW."productId" IS DISTINCT FROM OLD."productId" OR NEW."templateCode" IS DISTINCT FROM OLD."templateCode"
     OR NEW."publishedAt" IS DISTINCT FROM OLD."publishedAt" OR NEW."organizationId" IS DISTINCT FROM OLD."organizationId" THEN
    RAISE EXCEPTION 'A published passport version never changes; publish a new version.' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.status = 'withdrawn' AND NEW.status <> 'withdrawn' THEN
    RAISE EXCEPTION 'A withdrawn passport stays withdrawn; publish a new version.' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER passports_immutable BEFORE UPDATE ON "passports" FOR EACH ROW EXECUTE FUNCTION passports_immutable();
