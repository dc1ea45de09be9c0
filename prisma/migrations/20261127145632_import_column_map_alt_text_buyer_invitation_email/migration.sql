-- AlterTable
ALTER TABLE "connection_invitations" ADD COLUMN     "email" TEXT;

-- AlterTable
ALTER TABLE "product_assets" ADD COLUMN     "altText" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "imports" ADD COLUMN     "columnMap" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "unknownColumns" TEXT[] DEFAULT ARRAY[]::TEXT[];
