import "server-only";
import { S3Client } from "@aws-sdk/client-s3";
import { env } from "../config/env";
import { ensureBucket } from "./bucket";

export type Store = { client: S3Client; bucket: string };

const globalForStore = globalThis as unknown as { objectStore?: Promise<Store> };

// The SDK warns on Node 20 that its releases after January 2027 will need
// Node 22. The lock pins one that runs on 20, which the README promises
// (and says when the floor moves); the warning would only repeat that on
// every start.
export const NODE_VERSION_WARNING_SWITCH = "AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED";

function createClient(): S3Client {
  process.env[NODE_VERSION_WARNING_SWITCH] ??= "true";
  const config = env();
  return new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
    // s3rver, MinIO and most S3-compatible stores address buckets by path.
    forcePathStyle: true,
    // The SDK's default CRC32 checksums would be baked into presigned PUT
    // URLs (the browser cannot compute them) and are unknown to several
    // S3-compatible stores; only send them where the API demands one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

// The one object-store client per process. The bucket is created the first
// time anything needs the store, so a fresh store works without set-up; a
// failed attempt is forgotten so the next call tries again.
export function objectStore(): Promise<Store> {
  globalForStore.objectStore ??= (async () => {
    const client = createClient();
    const bucket = env().S3_BUCKET;
    await ensureBucket(client, bucket, new URL(env().APP_BASE_URL).origin);
    return { client, bucket };
  })().catch((err: unknown) => {
    globalForStore.objectStore = undefined;
    throw err;
  });
  return globalForStore.objectStore;
}
