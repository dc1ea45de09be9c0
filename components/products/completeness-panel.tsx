"use client";
import { completeness, type CompletenessInput } from "@/lib/catalog/completeness";
import { qualityBandOf } from "@/lib/catalog/quality-band";
import { MissingFields } from "./missing-fields";
import { PercentMeter } from "./percent-meter";

type Props = { input: CompletenessInput; describe: (field: string) => string; onJump: (field: string, locale: string) => void };

// Recomputed on every keystroke with the same function the scoring job uses,
// so what it says is what the saved score will be.
export function CompletenessPanel({ input, describe, onJump }: Props) {
  const result = completeness(input);
  const band = qualityBandOf(result.score);
  return (
    <section className="panel" aria-labelledby="completeness-title">
      <h2 id="completeness-title">Completeness</h2>
      <p aria-live="polite">
        Score if saved now: <span className={`badge ${band}`} data-testid="live-score">{result.score} · {band}</span>
      </p>
      {result.locales.map((locale) => (
        <div key={locale.locale} className="field" data-testid={`completeness-${locale.locale}`}>
          <PercentMeter label={locale.locale} percent={locale.percent} />
          {locale.missing.length > 0 ? <MissingFields fields={locale.missing} describe={describe} onJump={(field) => onJump(field, locale.locale)} /> : <p className="small">Complete.</p>}
        </div>
      ))}
    </section>
  );
}
