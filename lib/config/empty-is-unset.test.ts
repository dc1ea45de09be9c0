import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withoutEmpty } from "./empty-is-unset.mjs";
import { parseEnv } from "./parse-env";

describe("empty is unset", () => {
  it("drops variables set to nothing or blanks and keeps the rest as they are", () => {
    expect(withoutEmpty({ S3_ENDPOINT: "", PORT: "  ", SMTP_URL: undefined, S3_BUCKET: "b", NOTE: " padded " })).toEqual({ S3_BUCKET: "b", NOTE: " padded " });
  });

  it("is the rule of both the service and npm start", () => {
    // S3_ENDPOINT="" is the local store for the service, as for npm start, which then runs that store.
    expect(parseEnv({ S3_ENDPOINT: "" }).S3_ENDPOINT).toBe("http://127.0.0.1:4569");
    const start = readFileSync(path.resolve(import.meta.dirname, "../../scripts/start.mjs"), "utf8");
    expect(start).toContain('import { withoutEmpty } from "../lib/config/empty-is-unset.mjs";');
    expect(start).toMatch(/withoutEmpty\(process\.env\)/);
    expect(start).toMatch(/if \(!process\.env\.S3_ENDPOINT\)/);
  });
});
