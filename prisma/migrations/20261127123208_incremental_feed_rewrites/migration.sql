-- AlterTable
ALTER TABLE "channels" ADD COLUMN     "feedBaseSeq" BIGINT,
ADD COLUMN     "feedFullAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "publications" ADD COLUMN     "deliveredRecord" JSONB;
