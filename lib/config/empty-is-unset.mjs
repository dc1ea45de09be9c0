// The one rule for every environment variable, shared by the service
// (lib/config/parse-env.ts) and `npm start` (scripts/start.mjs, plain
// JavaScript that runs before dependencies are installed): a variable set
// but empty or blank is the same as unset. So `S3_ENDPOINT=""` cannot make
// npm start run the local store while the service reads it differently.

/** @param {Record<string, string | undefined>} source */
export function withoutEmpty(source) {
  return Object.fromEntries(Object.entries(source).filter((entry) => typeof entry[1] === "string" && entry[1].trim() !== ""));
}
