// `npm run openapi:client`: writes lib/portal-client/generated/api.d.ts, the
// types of the portals' client, from the OpenAPI document. Run it after
// changing a route or a response schema (after `npm run openapi:routes` for a
// new route file); scripts/openapi/client-types.test.ts fails until you do.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_TYPES_FILE, generateClientTypes } from "./client-types";

const root = path.resolve(import.meta.dirname, "../..");
const text = await generateClientTypes();
writeFileSync(path.join(root, CLIENT_TYPES_FILE), text);
console.log(`${CLIENT_TYPES_FILE}: ${text.split("\n").length} lines`);
