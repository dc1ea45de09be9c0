import type { ChannelDetail } from "@/lib/portal-client/api-types";
import { runInWords } from "@/lib/portal-client/channel-view";
import { formatDate } from "@/components/ui/format";
import { Stat } from "@/components/ui/stat";

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
        <Stat label="Ready to send" value={readiness.ready} testId="ready-count" />
        <Stat label="Would be skipped" value={readiness.wouldSkip} testId="skipped-count" />
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
