import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPublishedSecret } from "../../lib/config/secret-strength";
import { secretCandidates } from "./candidates";
import { trackedTexts } from "./tracked-texts";

const root = path.resolve(import.meta.dirname, "../..");

describe("the published secrets list", () => {
  it("holds every secret-looking value in the tree, so a production start refuses it", () => {
    const missing = new Set<string>();
    for (const text of trackedTexts(root)) for (const value of secretCandidates(text)) if (!isPublishedSecret(value)) missing.add(value);
    expect([...missing], "run `npx tsx scripts/secrets/list-published.ts`").toEqual([]);
  });

  it("finds assigned secrets, webhook secrets and quoted secret-like literals, but not computed ones", () => {
    const text = `AUTH_SECRET: "abc-0123", const SOAK_SECRET = 'xyz'; x = "whsec_e2e_1"; y = "my-secret-value"; z = \`whsec_\${random}\``;
    expect([...secretCandidates(text)].sort()).toEqual(["abc-0123", "my-secret-value", "whsec_", "whsec_e2e_1", "xyz"]);
  });
});
