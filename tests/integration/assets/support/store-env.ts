import { inject } from "vitest";

// Points lib/storage in the test process at the test run's object store.
// Imported before anything that reads the environment: lib/config/env.ts
// reads it once, when first used.
process.env.S3_ENDPOINT = inject("objectStore").endpoint;
process.env.S3_BUCKET = inject("objectStore").bucket;
