"use client";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useChannels } from "@/lib/portal-client/hooks/use-channels";
import { useProductCompleteness } from "@/lib/portal-client/hooks/use-products";
import { sourceFieldOf } from "@/lib/portal-client/field-paths";
import { ruleInWords } from "@/lib/portal-client/readiness-view";
import { ErrorState, Loading } from "@/components/ui/states";
import { MissingFields } from "./missing-fields";

type Props = { productId: string; updatedAt: string; describe: (field: string) => string; onJump: (field: string, locale: string) => void };

// The saved product's channels (GET .../completeness): per channel whether
// it is ready, which targets it lacks and which rules its values break (a
// retailer template's length, allowed values, link, price or GTIN rules). A target is a link when its channel
// map reads a field the form edits. Its score and locales are left out: the
// live panel above already says them for what the form holds, and a second
// figure for the saved product would contradict it while edits are unsaved.
export function ChannelReadiness({ productId, updatedAt, describe, onJump }: Props) {
  const explanation = useProductCompleteness(productId, updatedAt);
  const channels = useChannels();
  if (explanation.isPending) return <Loading label="Loading the saved completeness…" />;
  if (explanation.isError) return <ErrorState error={explanation.error} retry={() => explanation.refetch()} />;
  const maps = new Map(itemsOf(channels.data).map((c) => [c.id, c.attributeMap]));
  return (
    <section className="panel" aria-labelledby="channel-readiness-title">
      <h2 id="channel-readiness-title">Channels</h2>
      <p className="small muted">As saved.</p>
      {explanation.data.channels.length === 0 ? <p className="small muted">No channels yet.</p> : null}
      <ul className="plain-list">
        {explanation.data.channels.map((c) => {
          const fieldOf = (target: string) => sourceFieldOf(maps.get(c.channelId)?.[target]);
          const linked = c.missingRequired.filter((t) => fieldOf(t) !== null);
          const unlinked = c.missingRequired.filter((t) => fieldOf(t) === null);
          return (
            <li key={c.channelId} data-testid={`channel-${c.channelId}`}>
              <strong>{c.channelName}</strong> ({c.locale}): <span className={`badge ${c.ready ? "ready" : "would_skip"}`}>{c.ready ? "Ready" : "Not ready"}</span>
              {linked.length > 0 ? <MissingFields prefix="Needs: " fields={linked} describe={(t) => `${t} (${describe(fieldOf(t)!)})`} onJump={(t) => onJump(fieldOf(t)!, c.locale)} /> : null}
              {unlinked.length > 0 ? <p className="small">Needs: {unlinked.join(", ")}</p> : null}
              {c.transformErrors.length > 0 ? (
                <ul className="small">
                  {c.transformErrors.map((e) => (
                    <li key={`${e.target}:${e.rule}`}>
                      <span className="mono">{e.target}</span> {ruleInWords(e.rule)}: {e.message}
                      {fieldOf(e.target) !== null ? (
                        <>
                          {" "}
                          <button type="button" className="link" onClick={() => onJump(fieldOf(e.target)!, c.locale)}>
                            Go to {describe(fieldOf(e.target)!)}
                          </button>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
