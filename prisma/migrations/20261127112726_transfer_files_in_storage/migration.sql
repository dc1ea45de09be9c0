-- AlterTable
ALTER TABLE "imports" ADD COLUMN     "errorReportBytes" BIGINT,
ADD COLUMN     "fileBytes" BIGINT;

-- AlterTable
ALTER TABLE "exports" ADD COLUMN     "fileBytes" BIGINT;
