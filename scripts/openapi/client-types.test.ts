import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_TYPES_FILE, generateClientTypes } from "./client-types";

const root = path.resolve(import.meta.dirname, "../..");

describe("the portals' generated API types", () => {
  // The portals' request and response types come from this file, so a route
  // or response schema changed without regenerating it fails here.
  it("equal a fresh generation from the OpenAPI document (npm run openapi:client)", async () => {
    const checkedIn = readFileSync(path.join(root, CLIENT_TYPES_FILE), "utf8");
    expect(checkedIn === (await generateClientTypes()), `${CLIENT_TYPES_FILE} is stale: run npm run openapi:client`).toBe(true);
  });
});
