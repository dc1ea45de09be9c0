-- CreateTable
CREATE TABLE "export_value_shapes" (
    "organizationId" UUID NOT NULL,
    "onActive" BOOLEAN NOT NULL,
    "locale" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "unit" TEXT NOT NULL,
    "currency" TEXT NOT NULL,

    CONSTRAINT "export_value_shapes_pkey" PRIMARY KEY ("organizationId","onActive","locale","code","unit","currency")
);

-- CreateTable
CREATE TABLE "export_shape_watermarks" (
    "organizationId" UUID NOT NULL,
    "throughSeq" BIGINT NOT NULL,

    CONSTRAINT "export_shape_watermarks_pkey" PRIMARY KEY ("organizationId")
);
