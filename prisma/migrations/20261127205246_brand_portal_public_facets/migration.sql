-- AlterTable
ALTER TABLE "brand_portals" ADD COLUMN     "publicFacets" TEXT[] DEFAULT ARRAY['category']::TEXT[];
