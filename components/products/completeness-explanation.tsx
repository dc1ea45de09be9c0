"use client";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useChannels } from "@/lib/portal-client/hooks/use-channels";
import { useProductCompleteness } from "@/lib/portal-client/hooks/use-products";
import { sourceFieldOf } from "@/lib/portal-client/field-paths";
import { ErrorState, Loading } from "@/components/ui/states";
import { MissingFields } from "./missing-fields";
import { PercentMeter } from "./percent-meter";

type Props = { productId: string; updatedAt: string; describe: (field: string) => string; onJump: (field: string, locale: string) => void };

// The API's explanation of the saved product (GET .../completeness): per
// locale what is missing, per channel whether it is ready and which targets
// it lacks. A target is a link when its channel map reads a field the form edits.
export function CompletenessExplanation({ productId, updatedAt, describe, onJump }: Props) {
  const explanation = useProductCompleteness(productId, updatedAt);
  const channels = useChannels();
  if (explanation.isPending) return <Loading label="Loading the saved completeness…" />;
  if (explanation.isError) return <ErrorState error={explanation.error} retry={() => explanation.refetch()} />;
  const { qualityScore, qualityBand, locales } = explanation.data;
  const maps = new Map(itemsOf(channels.data).map((c) => [c.id, c.attributeMap]));
  return (
    <section className="panel" aria-labelledby="saved-completeness-title">
      <h2 id="saved-completeness-title">Saved product</h2>
      <p>
        Score: <span className={`badge ${qualityBand}`}>{qualityScore} · {qualityBand}</span>
      </p>
      {locales.map((locale) => (
        <div key={locale.locale} className="field" data-testid={`saved-completeness-${locale.locale}`}>
          <PercentMeter label={locale.locale} percent={locale.percent} name={`Saved completeness in ${locale.locale}`} />
          {locale.missing.length > 0 ? <MissingFields fields={locale.missing} describe={describe} onJump={(field) => onJump(field, locale.locale)} /> : <p className="small">Complete.</p>}
        </div>
      ))}
      <h3>Channels</h3>
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
              {c.transformErrors.map((e) => (
                <p key={e.target} className="small">
                  {e.target}: {e.message}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
