-- AlterTable
ALTER TABLE "channels" ADD COLUMN     "feedStarted" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "feedWritten" BIGINT NOT NULL DEFAULT 0;
