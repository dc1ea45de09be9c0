-- AlterTable
ALTER TABLE "publications" ADD COLUMN     "deliveredHash" TEXT,
ADD COLUMN     "evaluatedHash" TEXT;
