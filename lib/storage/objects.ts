import "server-only";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { PassThrough, type Readable } from "node:stream";
import { objectStore } from "./client";

export type ObjectHead = { sizeBytes: number; etag: string | undefined };

// Size and version of an object as the store reports it; null when missing.
export async function headObject(key: string): Promise<ObjectHead | null> {
  const { client, bucket } = await objectStore();
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { sizeBytes: head.ContentLength ?? 0, etag: head.ETag };
  } catch (err) {
    if (err instanceof NotFound || err instanceof NoSuchKey) return null;
    throw err;
  }
}

// The first `length` bytes only: the store sends no more than the range, so
// checking a 100 MB video's signature costs a few KB. ifMatch pins the read
// to the version that was measured.
export async function readLeadingBytes(key: string, length: number, ifMatch?: string): Promise<Buffer> {
  const { client, bucket } = await objectStore();
  const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${length - 1}`, IfMatch: ifMatch }));
  if (!res.Body) return Buffer.alloc(0);
  const bytes = Buffer.from(await res.Body.transformToByteArray());
  return bytes.subarray(0, length);
}

// A whole object, or null when it is missing; refused past maxBytes so a
// wrong caller cannot pull an unbounded file into memory.
export async function readObject(key: string, maxBytes: number): Promise<Buffer | null> {
  const { client, bucket } = await objectStore();
  let res;
  try {
    res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  } catch (err) {
    if (err instanceof NoSuchKey) return null;
    throw err;
  }
  if ((res.ContentLength ?? 0) > maxBytes) {
    await res.Body?.transformToWebStream().cancel();
    throw new Error(`Object ${key} is larger than ${maxBytes} bytes`);
  }
  return Buffer.from((await res.Body?.transformToByteArray()) ?? []);
}

export async function putObject(key: string, body: Buffer, contentType: string): Promise<void> {
  const { client, bucket } = await objectStore();
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}

// Server-side copy (no bytes pass through the app). ifMatch makes the store
// refuse the copy when the source changed since it was checked.
export async function copyObject(from: string, to: string, ifMatch?: string): Promise<void> {
  const { client, bucket } = await objectStore();
  await client.send(
    new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${encodeURI(from)}`, CopySourceIfMatch: ifMatch }),
  );
}

// Deleting a missing object succeeds, so every delete can be retried.
export async function deleteObject(key: string): Promise<void> {
  const { client, bucket } = await objectStore();
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

// Every object under a prefix (an asset's original and its renditions).
export async function deletePrefix(prefix: string): Promise<void> {
  const { client, bucket } = await objectStore();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

// The object changed between two requests that were pinned to one version.
export function isVersionChanged(err: unknown): boolean {
  return err instanceof S3ServiceException && err.$metadata.httpStatusCode === 412;
}

// A whole object as a stream, for readers that must not hold it in memory
// (imports); null when it is missing.
export async function readObjectStream(key: string): Promise<Readable | null> {
  const { client, bucket } = await objectStore();
  try {
    const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return (res.Body as Readable | undefined) ?? null;
  } catch (err) {
    if (err instanceof NoSuchKey) return null;
    throw err;
  }
}

export type ObjectWriter = { stream: PassThrough; done: Promise<void> };

// A stream written to the store as it is produced (multipart, 5 MiB parts,
// one in flight while the next fills), so a file of any size costs a couple
// of parts of memory. End the stream, then await done; destroying it with
// an error aborts the upload and leaves no object.
export async function writeObjectStream(key: string, contentType: string): Promise<ObjectWriter> {
  const { client, bucket } = await objectStore();
  const stream = new PassThrough();
  const upload = new Upload({ client, params: { Bucket: bucket, Key: key, Body: stream, ContentType: contentType }, queueSize: 2, partSize: 5 * 1024 * 1024 });
  const done = upload.done().then(() => undefined);
  stream.on("error", () => void upload.abort().catch(() => undefined));
  return { stream, done };
}
