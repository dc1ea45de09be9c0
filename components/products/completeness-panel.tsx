"use client";
import { completeness, type CompletenessInput } from "@/lib/catalog/completeness";
import { qualityBandOf } from "@/lib/catalog/quality-band";

function label(missing: string): string {
  if (missing === "image") return "at least one linked image";
  if (missing.startsWith("attributes.")) return `attribute ${missing.slice("attributes.".length)}`;
  return missing;
}

// Recomputed on every keystroke with the same function the scoring job uses,
// so what it says is what the saved score will be.
export function CompletenessPanel({ input }: { input: CompletenessInput }) {
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
          <div className="button-row" style={{ justifyContent: "space-between" }}>
            <strong>{locale.locale}</strong>
            <span>{locale.percent}%</span>
          </div>
          <div className="meter" role="meter" aria-label={`Completeness in ${locale.locale}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={locale.percent}>
            <span style={{ width: `${locale.percent}%` }} />
          </div>
          {locale.missing.length > 0 ? (
            <p className="small">Missing: {locale.missing.map(label).join(", ")}</p>
          ) : (
            <p className="small">Complete.</p>
          )}
        </div>
      ))}
    </section>
  );
}
