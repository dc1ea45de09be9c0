-- AlterTable
ALTER TABLE "channels" ADD COLUMN     "feedDueAt" TIMESTAMPTZ(3),
ADD COLUMN     "feedLastStartedAt" TIMESTAMPTZ(3),
ADD COLUMN     "feedWriterUntil" TIMESTAMPTZ(3);
