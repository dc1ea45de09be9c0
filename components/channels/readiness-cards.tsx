import type { ChannelDetail } from "@/lib/portal-client/api-types";
import { runInWords } from "@/lib/portal-client/channel-view";
import { formatDate } from "@/components/ui/format";

// The channel's readiness and its latest sync, re-read while the page is
// open (useChannel polls), so the figures follow the background work.
export function ReadinessCards({ channel }: { channel: ChannelDetail }) {
  const { readiness, publicationCounts, lastRun } = channel;
  const missing = Object.entries(readiness.missingTargets)
    .map(([t, n]) => `${t} (${n})`)
    .join(", ");
  return (
    <section aria-label="Readiness">
      <div className="cards">
        <div className="stat">
          <div className="small muted">Ready to send</div>
          <div className="stat-value" data-testid="ready-count">
            {readiness.ready}
          </div>
        </div>
        <div className="stat">
          <div className="small muted">Would be skipped</div>
          <div className="stat-value" data-testid="skipped-count">
            {readiness.wouldSkip}
          </div>
        </div>
        <div className="stat">
          <div className="small muted">Missing targets</div>
          <div>{missing || "none"}</div>
        </div>
      </div>
      <p className="small" role="status" data-testid="sync-run">
        {runInWords(lastRun, publicationCounts, formatDate)}
      </p>
    </section>
  );
}
