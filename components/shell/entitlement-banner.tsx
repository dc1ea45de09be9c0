"use client";
import Link from "next/link";
import { useEntitlementWarnings } from "@/lib/portal-client/entitlement-warnings";
import { roleAllows } from "@/lib/auth/permissions";
import { useViewer } from "./viewer-context";

const NOUNS: Record<string, string> = { products: "products", storageBytes: "storage", channels: "channels", apiKeys: "API keys", seats: "seats", webhookEndpoints: "webhook endpoints" };

// Shown whenever the last API answer carried X-Entitlement-Warning.
export function EntitlementBanner() {
  const warnings = useEntitlementWarnings();
  const viewer = useViewer();
  if (warnings.length === 0) return null;
  const billing = viewer.kind === "buyer" ? "/buyer/billing" : "/producer/billing";
  return (
    <div className="notice warn" role="status">
      <strong>Approaching your plan&apos;s limits:</strong>{" "}
      {warnings.map((w) => `${NOUNS[w.entitlement] ?? w.entitlement} at ${w.percent}%`).join(", ")}.{" "}
      {roleAllows(viewer.role, "billing:read") ? <Link href={billing}>Review your plan</Link> : "Ask an owner or admin to review the plan."}
    </div>
  );
}
