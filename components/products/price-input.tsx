"use client";
import { useId, useState } from "react";
import { COMMON_CURRENCIES, CURRENCY_CODE, minorDigits, type Draft } from "@/lib/portal-client/typed-values";
import { FieldNotes } from "@/components/ui/field";
import type { TypedProps } from "./typed-props";

// One amount per currency, typed in major units (12.50); the form sends
// integer minor units (1250). Currencies are those the price already has,
// plus any added here.
export function PriceInput({ draft, onChange, path, label, error, hint }: TypedProps<Extract<Draft, { kind: "price" }>>) {
  const id = useId();
  const [currency, setCurrency] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", problem ? `${id}-problem` : ""].filter(Boolean).join(" ") || undefined;
  const setAmount = (i: number, amount: string) => onChange({ kind: "price", rows: draft.rows.map((r, j) => (j === i ? { ...r, amount } : r)) });

  function add() {
    const code = currency.trim().toUpperCase();
    if (!CURRENCY_CODE.test(code)) return setProblem("Enter a three-letter currency code, such as EUR.");
    if (draft.rows.some((r) => r.currency === code)) return setProblem(`${code} is already listed.`);
    setProblem(null);
    setCurrency("");
    onChange({ kind: "price", rows: [...draft.rows, { currency: code, amount: "" }] });
  }

  return (
    <fieldset data-invalid={error ? true : undefined} aria-describedby={describedBy}>
      <legend>{label}</legend>
      {draft.rows.map((row, i) => (
        <div className="field" key={row.currency}>
          <label htmlFor={`${id}-${row.currency}`}>
            {label} in {row.currency}
          </label>
          <input
            id={`${id}-${row.currency}`}
            data-field={i === 0 ? path : undefined}
            inputMode="decimal"
            placeholder={minorDigits(row.currency) ? "0." + "0".repeat(minorDigits(row.currency)) : "0"}
            value={row.amount}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setAmount(i, e.target.value)}
          />
        </div>
      ))}
      <div className="button-row">
        <label htmlFor={`${id}-add`} className="visually-hidden">
          Currency to add to {label}
        </label>
        <input
          id={`${id}-add`}
          data-field={draft.rows.length === 0 ? path : undefined}
          list={`${id}-currencies`}
          placeholder="Currency, e.g. EUR"
          value={currency}
          maxLength={3}
          aria-describedby={describedBy}
          onChange={(e) => setCurrency(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          style={{ maxWidth: "13rem" }}
        />
        <datalist id={`${id}-currencies`}>
          {COMMON_CURRENCIES.filter((c) => !draft.rows.some((r) => r.currency === c)).map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <button type="button" className="secondary" onClick={add}>
          Add currency
        </button>
      </div>
      {problem ? (
        <div id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </div>
      ) : null}
      <FieldNotes id={id} hint={hint} error={error} />
      <p className="small muted">Amounts in the currency&apos;s main unit (12.50 EUR); an emptied amount removes that currency.</p>
    </fieldset>
  );
}
