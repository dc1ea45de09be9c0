"use client";
import { useRef, useState } from "react";
import type { PublicationDocument } from "@/lib/portal-client/api-types";
import { recordFieldText } from "@/lib/portal-client/channel-view";
import { usePublication } from "@/lib/portal-client/hooks/use-channels";
import { formatDate } from "@/components/ui/format";
import { ErrorState, Loading } from "@/components/ui/states";

// "What was sent": the record the destination last accepted (or the feed
// last held) for one publication, read only when the dialog is opened.
export function DeliveredRecord({ publication }: { publication: PublicationDocument }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const detail = usePublication(publication.channelId, publication.productId, open);
  const titleId = `sent-title-${publication.id}`;
  const record = detail.data?.deliveredRecord;

  return (
    <>
      {/* A label rather than a visually hidden span: that span is absolutely
          positioned, escapes the table's scroller and widens a phone's page. */}
      <button
        type="button"
        className="secondary"
        aria-label={`What was sent for ${publication.sku}`}
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        What was sent
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="dialog" onClose={() => setOpen(false)}>
        <h2 id={titleId}>What was sent for {publication.sku}</h2>
        {!open ? null : detail.isPending ? (
          <Loading label="Loading what was sent…" />
        ) : detail.isError ? (
          <ErrorState error={detail.error} retry={() => detail.refetch()} />
        ) : !record ? (
          <p>Not delivered yet.</p>
        ) : (
          <>
            <p>
              Delivered {formatDate(detail.data.deliveredAt)} as SKU <span className="mono">{record.sku}</span>.
            </p>
            <dl className="attribute-list">
              {Object.entries(record.fields).map(([target, value]) => (
                <div key={target}>
                  <dt className="mono">{target}</dt>
                  <dd>{recordFieldText(value)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        <div className="button-row">
          <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
