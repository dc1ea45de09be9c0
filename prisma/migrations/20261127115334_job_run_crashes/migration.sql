-- AlterTable
ALTER TABLE "job_runs" ADD COLUMN     "crashes" INTEGER NOT NULL DEFAULT 0;
