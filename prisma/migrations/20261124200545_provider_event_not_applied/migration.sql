-- AlterTable
ALTER TABLE "provider_events" ADD COLUMN     "notApplied" TEXT;
