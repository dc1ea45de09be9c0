-- CreateTable
CREATE TABLE "change_feed_counters" (
    "organizationId" UUID NOT NULL,
    "last" BIGINT NOT NULL,

    CONSTRAINT "change_feed_counters_pkey" PRIMARY KEY ("organizationId")
);

-- Numbering per organisation: each organisation's changes count from its own
-- counter, continuing from the highest seq it already holds, so cursors
-- issued before this migration keep reading from where they were. The
-- counter row is updated under the per-organisation lock the numbering
-- already holds until commit, so seq order stays commit order.
INSERT INTO change_feed_counters ("organizationId", last)
SELECT o, max(top) FROM (
  SELECT "organizationId" AS o, max(seq) AS top FROM product_changes WHERE seq IS NOT NULL GROUP BY "organizationId"
  UNION ALL
  SELECT "organizationId", "prunedThrough" FROM change_feed_horizons
) AS known GROUP BY o;

CREATE OR REPLACE FUNCTION change_feed_number() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fresh bigint;
  top bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(1667785574, hashtext(NEW."organizationId"::text));
  SELECT count(*) INTO fresh FROM product_changes WHERE txid = NEW.txid AND "organizationId" = NEW."organizationId" AND seq IS NULL;
  IF fresh > 0 THEN
    INSERT INTO change_feed_counters ("organizationId", last) VALUES (NEW."organizationId", fresh)
    ON CONFLICT ("organizationId") DO UPDATE SET last = change_feed_counters.last + EXCLUDED.last
    RETURNING last INTO top;
    UPDATE product_changes c SET seq = top - fresh + x.n
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM product_changes WHERE txid = NEW.txid AND "organizationId" = NEW."organizationId" AND seq IS NULL) AS x
    WHERE c.id = x.id;
  END IF;
  DELETE FROM product_change_commits WHERE txid = NEW.txid AND "organizationId" = NEW."organizationId";
  RETURN NULL;
END;
$$;

DROP SEQUENCE product_changes_seq;
