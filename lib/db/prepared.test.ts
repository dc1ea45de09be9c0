import { describe, expect, it } from "vitest";
import { Prisma } from "./generated/client";
import { queryConfig } from "./prepared";

describe("the hot reads' query config", () => {
  const query = Prisma.sql`SELECT * FROM api_keys WHERE "keyHash" = ${"abc"}`;

  it("names the statement, so PostgreSQL prepares it once per connection", () => {
    const config = queryConfig(query, true);
    expect(config.name).toMatch(/^pis_[0-9a-f]{24}$/);
    expect(queryConfig(query, true).name).toBe(config.name);
    expect(config).toMatchObject({ text: query.text, values: ["abc"] });
  });

  it("sends it unnamed with DB_PREPARED_STATEMENTS=off, for a pooler that cannot keep named statements", () => {
    const config = queryConfig(query, false);
    expect(config.name).toBeUndefined();
    expect(config.key).toBe(queryConfig(query, true).name);
    expect(config).toMatchObject({ text: query.text, values: ["abc"] });
  });
});
