import { HeadBucketCommand } from "@aws-sdk/client-s3";
import { objectStore } from "../storage/client";
import { databaseReachable } from "./check-database";
import { isDraining } from "./lifecycle";

export type Check = "ok" | "failing";
export type Readiness = { ready: boolean; body: { status: "ready" | "not-ready" | "draining"; checks: Record<string, Check> } };

const TIMEOUT_MS = 2_000;

async function objectStoreReachable(): Promise<boolean> {
  try {
    const { client, bucket } = await objectStore();
    await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

// Pure: what the checks and the drain flag mean for a load balancer.
export function readinessOf(checks: Record<string, boolean>, draining: boolean): Readiness {
  const named = Object.fromEntries(Object.entries(checks).map(([k, ok]) => [k, ok ? "ok" : "failing"] as const));
  const healthy = Object.values(checks).every(Boolean);
  const status = draining ? "draining" : healthy ? "ready" : "not-ready";
  return { ready: !draining && healthy, body: { status, checks: named } };
}

// /api/ready: the database and the object store answer, and the process is not shutting down.
export async function readiness(): Promise<Readiness> {
  const [database, store] = await Promise.all([databaseReachable(), objectStoreReachable()]);
  return readinessOf({ database, objectStore: store }, isDraining());
}
