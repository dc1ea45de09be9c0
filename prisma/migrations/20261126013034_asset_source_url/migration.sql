-- AlterTable
ALTER TABLE "assets" ADD COLUMN     "sourceUrl" TEXT;
