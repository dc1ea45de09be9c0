-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "paymentFailedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "emailedAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "notifications_userId_organizationId_createdAt_id_idx" ON "notifications"("userId", "organizationId", "createdAt", "id");
