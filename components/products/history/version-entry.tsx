import type { ProductDocument } from "@/lib/portal-client/api-types";
import { actorLabel, SOURCE_LABELS, type HistoryActor, type HistorySource } from "@/lib/portal-client/history-view";
import { formatDate } from "@/components/ui/format";
import { ChangeTable } from "./change-table";
import { RestoreVersion } from "./restore-version";

export type Version = { id: string; version: number; at: string; actor: HistoryActor; source: HistorySource; changes: { field: string; before: unknown; after: unknown }[] };

type Props = { productId: string; entry: Version; canRestore: boolean; onRestored: (version: number, product: ProductDocument) => void };

// One version: who, when and from where, the fields it changed, and the
// way back to it.
export function VersionEntry({ productId, entry, canRestore, onRestored }: Props) {
  const headingId = `version-${entry.id}`;
  return (
    <li className="version-entry">
      <h3 id={headingId}>
        Version {entry.version}: {actorLabel(entry.actor)}, {formatDate(entry.at)}, {SOURCE_LABELS[entry.source]}
      </h3>
      {entry.changes.length > 0 ? <ChangeTable changes={entry.changes} label={`Changes in version ${entry.version}`} /> : <p className="small muted">No field changed.</p>}
      {canRestore ? <RestoreVersion productId={productId} versionId={entry.id} version={entry.version} describedBy={headingId} onRestored={onRestored} /> : null}
    </li>
  );
}
