-- AlterEnum
ALTER TYPE "AttributeType" ADD VALUE 'gtin';

-- AlterTable
ALTER TABLE "channels" ADD COLUMN     "template" TEXT;

-- Transform errors name the rule they broke; those recorded before rules
-- were named get the general one.
UPDATE "publications"
SET "evaluation" = jsonb_set("evaluation", '{transformErrors}', (
  SELECT jsonb_agg(CASE WHEN e ? 'rule' THEN e ELSE e || '{"rule": "transform"}'::jsonb END ORDER BY n)
  FROM jsonb_array_elements("evaluation"->'transformErrors') WITH ORDINALITY AS t(e, n)))
WHERE jsonb_typeof("evaluation"->'transformErrors') = 'array' AND jsonb_array_length("evaluation"->'transformErrors') > 0;
