-- AlterTable
ALTER TABLE "publications" ADD COLUMN "deliveryKey" TEXT;
