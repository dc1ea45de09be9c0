-- AlterTable
ALTER TABLE "publications" ADD COLUMN     "deliveryClaimOwner" UUID,
ADD COLUMN     "deliveryClaimUntil" TIMESTAMPTZ(3);
