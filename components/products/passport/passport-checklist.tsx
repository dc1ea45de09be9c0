"use client";
import type { Readiness } from "@/lib/portal-client/passports";

type Props = { readiness: Readiness; describe: (field: string) => string; onJump: (field: string) => void };

// The template's fields against the saved product: a missing required
// field is a button to its input, a missing GTIN is explained.
export function PassportChecklist({ readiness, describe, onJump }: Props) {
  const { items, missingRequired, gtin } = readiness;
  const ready = missingRequired.length === 0 && gtin.filled;
  const optionalEmpty = items.filter((i) => !i.required && !i.filled).length;
  return (
    <div aria-labelledby="passport-readiness-title">
      <h3 id="passport-readiness-title">Ready to publish?</h3>
      <p className="small muted">As saved: save your edits before publishing.</p>
      <p>
        <span className={`badge ${ready ? "ready" : "would_skip"}`}>{ready ? "Ready" : "Not ready"}</span>{" "}
        {items.filter((i) => i.required && i.filled).length} of {items.filter((i) => i.required).length} required fields filled
        {optionalEmpty > 0 ? `; ${optionalEmpty} optional ${optionalEmpty === 1 ? "field is" : "fields are"} empty and left out` : ""}.
      </p>
      <ul className="plain-list passport-checklist" aria-label="What the passport still needs">
        {gtin.filled ? null : (
          <li data-testid="passport-gtin-missing">
            <strong>GTIN missing.</strong>{" "}
            {gtin.attributes.length > 0 ? (
              <>
                The QR code on the product holds the product&apos;s GTIN, so a passport needs one.{" "}
                <button type="button" className="link" onClick={() => onJump(`attributes.${gtin.attributes[0]}`)}>
                  Go to {describe(`attributes.${gtin.attributes[0]}`)}
                </button>
              </>
            ) : (
              <>The QR code on the product holds the product&apos;s GTIN, so a passport needs one: add an attribute of type GTIN to the product&apos;s family and give it a value.</>
            )}
          </li>
        )}
        {missingRequired.map((i) => (
          <li key={i.key}>
            {i.label}: empty.{" "}
            {i.field ? (
              <button type="button" className="link" onClick={() => onJump(i.field!)}>
                Go to {describe(i.field)}
              </button>
            ) : null}
          </li>
        ))}
        {ready ? <li>Every required field has a value.</li> : null}
      </ul>
    </div>
  );
}
