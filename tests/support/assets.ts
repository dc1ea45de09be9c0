import { randomUUID } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { CopyObjectCommand, HeadObjectCommand, NotFound, S3Client } from "@aws-sdk/client-s3";
import { expect, inject } from "vitest";
import { db } from "../../lib/db/client";
import { call, type Credential } from "./http";
import type { TestOrg } from "./fixtures";

// The test object store, seen from the test process (tests/setup/object-store.ts).
const store = () => inject("objectStore");

let client: S3Client | undefined;
function s3(): S3Client {
  client ??= new S3Client({
    endpoint: store().endpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  });
  return client;
}

// The object key a presigned URL points at (path-style: /bucket/key).
export function keyOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.split("/").slice(2).join("/"));
}

export async function objectExists(key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: store().bucket, Key: key }));
    return true;
  } catch (err) {
    if (err instanceof NotFound) return false;
    throw err;
  }
}

// Every request the store answered for a key, with the response bytes it sent.
export async function servedFor(key: string): Promise<{ method: string; status: number; bytes: number }[]> {
  const res = await fetch(`${store().endpoint}/__served/${encodeURIComponent(key)}`);
  return res.json();
}

export type Upload = { assetId: string; uploadUrl: string; uploadKey: string; headers: Record<string, string>; expiresAt: string };

export async function requestUpload(who: Credential, body: Record<string, unknown>): Promise<Upload> {
  const res = await call("POST", "/api/v1/assets/upload-url", { ...who, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body, uploadKey: keyOf(res.body.uploadUrl) };
}

export async function putBytes(upload: Upload, bytes: Buffer): Promise<void> {
  const res = await fetch(upload.uploadUrl, { method: "PUT", headers: upload.headers, body: new Uint8Array(bytes) });
  expect(res.status).toBe(200);
}

export async function confirm(who: Credential, assetId: string, extra: Record<string, unknown> = {}) {
  return call("POST", "/api/v1/assets/confirm", { ...who, body: { assetId, ...extra } });
}

type FileSpec = { filename?: string; mimeType: string; assetType: string; bytes: Buffer };

// upload-url, PUT of the bytes and confirm, through the HTTP API and the store.
export async function uploadAndConfirm(who: Credential, file: FileSpec) {
  const upload = await requestUpload(who, { filename: file.filename ?? "file.bin", mimeType: file.mimeType, assetType: file.assetType });
  await putBytes(upload, file.bytes);
  return { upload, res: await confirm(who, upload.assetId) };
}

export async function readyAsset(who: Credential, file: FileSpec): Promise<string> {
  const { res } = await uploadAndConfirm(who, file);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id;
}

// Copies of a ready asset made below the HTTP layer (a row and a copied
// object each), for tests that need more assets than is sensible to upload.
export async function cloneAsset(org: TestOrg, assetId: string, copies: number): Promise<string[]> {
  const source = await db.asset.findUniqueOrThrow({ where: { id: assetId } });
  const ids: string[] = [];
  for (let i = 0; i < copies; i++) {
    const id = randomUUID();
    const storageKey = source.storageKey.replace(source.id, id);
    await s3().send(new CopyObjectCommand({ Bucket: store().bucket, Key: storageKey, CopySource: `${store().bucket}/${source.storageKey}` }));
    await db.asset.create({
      data: { id, organizationId: org.id, filename: source.filename, assetType: source.assetType, mimeType: source.mimeType, sizeBytes: source.sizeBytes, status: "ready", storageKey },
    });
    ids.push(id);
  }
  return ids;
}

// Peak resident memory (VmHWM) of a process since resetPeakMemory, in bytes
// (Linux: writing 5 to clear_refs resets the peak).
export async function resetPeakMemory(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, "5");
}

async function statusBytes(pid: number, field: "VmHWM" | "VmRSS"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) * 1024;
}

export const peakMemory = (pid: number) => statusBytes(pid, "VmHWM");
export const residentMemory = (pid: number) => statusBytes(pid, "VmRSS");
