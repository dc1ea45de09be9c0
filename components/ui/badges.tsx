import type { QualityBand } from "@/lib/portal-client/api-types";

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge ${status}`}>{status.replace(/_/g, " ")}</span>;
}

// The band names the colour in words too, so it never relies on colour alone.
export function QualityBadge({ score, band }: { score?: number; band?: QualityBand }) {
  if (score === undefined || !band) return <span className="badge">not scored</span>;
  return (
    <span className={`badge ${band}`}>
      {score} · {band}
    </span>
  );
}
