"use client";
import { useId, useState } from "react";
import { isUnitFamily, unitsOf } from "@/lib/catalog/attributes/units";
import type { AttributeDocument, BulkItemResult, ProductDocument } from "@/lib/portal-client/api-types";
import { useAllVariants, useCreateVariants } from "@/lib/portal-client/hooks/use-variants";
import { axisValueLabel, defaultSkuPattern, MAX_COMBINATIONS, parseAmounts, planVariants, type AxisChoice, type PlannedVariant } from "@/lib/portal-client/variant-grid";
import { Field } from "@/components/ui/field";
import { FormError, Problem } from "@/components/ui/states";
import { TableHead } from "@/components/ui/table-head";
import { optionLabel } from "./typed-props";

type Props = { model: ProductDocument; axes: readonly AttributeDocument[]; locale: string };
type MetricChoice = { amounts: string; unit: string };

// Several values per axis, the combinations no variant has yet, a SKU
// pattern, then one bulk request whose per-row results are listed.
export function CreateVariants({ model, axes, locale }: Props) {
  const id = useId();
  const existing = useAllVariants(model.id);
  const create = useCreateVariants(model.id);
  const [picked, setPicked] = useState<Record<string, string[]>>({});
  const [metrics, setMetrics] = useState<Record<string, MetricChoice>>({});
  const [pattern, setPattern] = useState(() => defaultSkuPattern(axes.map((a) => a.code)));
  const [results, setResults] = useState<{ rows: PlannedVariant[]; results: BulkItemResult[] } | null>(null);

  const toggle = (code: string, value: string, on: boolean) => setPicked((all) => ({ ...all, [code]: on ? [...(all[code] ?? []), value] : (all[code] ?? []).filter((v) => v !== value) }));
  const metricOf = (code: string) => metrics[code] ?? { amounts: "", unit: "" };

  const problems: string[] = [];
  const choices: AxisChoice[] = axes.map((attribute) => {
    const label = attribute.labels[locale] ?? attribute.code;
    if (attribute.type === "metric") {
      const { amounts, unit } = metricOf(attribute.code);
      const parsed = parseAmounts(amounts);
      if ("error" in parsed) {
        problems.push(`${label}: ${parsed.error}`);
        return { attribute, values: [] };
      }
      if (parsed.amounts.length > 0 && !unit) problems.push(`${label}: choose a unit.`);
      return { attribute, values: unit ? parsed.amounts.map((amount) => ({ amount, unit })) : [] };
    }
    const chosen = picked[attribute.code] ?? [];
    if (attribute.type === "boolean") return { attribute, values: ["true", "false"].filter((v) => chosen.includes(v)).map((v) => v === "true") };
    return { attribute, values: attribute.options.map((o) => o.code).filter((c) => chosen.includes(c)) };
  });
  const plan = planVariants({ modelSku: model.sku, choices, pattern, existing: existing.data ?? [], locale });
  const touched = choices.some((c) => c.values.length > 0);
  const problem = problems[0] ?? (touched ? plan.problem : undefined) ?? null;
  const ready = !problem && plan.rows.length > 0 && existing.isSuccess;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!ready) return;
    setResults(null);
    const answer = await create.mutateAsync(plan.rows);
    setResults({ rows: plan.rows, results: answer.results });
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="panel">
      <h3 id={`${id}-title`}>Create variants</h3>
      <p className="small muted">
        Choose values for each axis; every combination that no variant has yet becomes one variant (at most {MAX_COMBINATIONS} per click).
      </p>
      <div className="form-grid">
        {axes.map((a) => {
          const label = a.labels[locale] ?? a.code;
          if (a.type === "metric") {
            const m = metricOf(a.code);
            const units = a.unit && isUnitFamily(a.unit) ? unitsOf(a.unit) : [];
            const set = (patch: Partial<MetricChoice>) => setMetrics((all) => ({ ...all, [a.code]: { ...metricOf(a.code), ...patch } }));
            return (
              <fieldset key={a.code}>
                <legend>{label}</legend>
                <Field label={`${label}: amounts`} hint="Several amounts, separated by commas.">
                  <input inputMode="decimal" value={m.amounts} onChange={(e) => set({ amounts: e.target.value })} />
                </Field>
                <Field label={`${label}: unit`}>
                  <select value={m.unit} onChange={(e) => set({ unit: e.target.value })}>
                    <option value="">Unit…</option>
                    {units.map((u) => (
                      <option key={u} value={u}>
                        {u}
                      </option>
                    ))}
                  </select>
                </Field>
              </fieldset>
            );
          }
          const options = a.type === "boolean" ? [{ code: "true", label: "Yes" }, { code: "false", label: "No" }] : a.options.map((o) => ({ code: o.code, label: optionLabel(o, locale) }));
          return (
            <fieldset key={a.code}>
              <legend>{label}</legend>
              {options.length === 0 ? <p className="small muted">This attribute has no options yet.</p> : null}
              {options.map((o) => (
                <label key={o.code} className="check">
                  <input type="checkbox" checked={(picked[a.code] ?? []).includes(o.code)} onChange={(e) => toggle(a.code, o.code, e.target.checked)} />
                  {o.label}
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
      <Field label="SKU pattern" hint={`{sku} is ${model.sku}; ${axes.map((a) => `{${a.code}}`).join(", ")} the value (option code, YES/NO, or amount and unit), in capitals.`}>
        <input className="mono" value={pattern} onChange={(e) => setPattern(e.target.value)} autoComplete="off" />
      </Field>
      <Problem message={problem} />
      {existing.isError ? <FormError error={existing.error} /> : null}
      {plan.rows.length > 0 && !problem ? (
        <div className="table-wrap">
          <table>
            <caption>
              {plan.rows.length} new {plan.rows.length === 1 ? "variant" : "variants"}
              {plan.existing > 0 ? `; ${plan.existing} ${plan.existing === 1 ? "combination exists" : "combinations exist"} already and ${plan.existing === 1 ? "is" : "are"} skipped` : ""}
            </caption>
            <TableHead columns={["SKU", ...axes.map((a) => a.labels[locale] ?? a.code)]} />
            <tbody>
              {plan.rows.map((r) => (
                <tr key={r.sku}>
                  <td className="mono">{r.sku}</td>
                  {axes.map((a) => (
                    <td key={a.code}>{axisValueLabel(a, r.attributes[a.code], locale)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : touched && !problem && plan.total > 0 ? (
        <p className="muted">Every combination chosen exists already.</p>
      ) : null}
      <FormError error={create.error} />
      <button type="submit" disabled={!ready || create.isPending}>
        {create.isPending ? "Creating…" : plan.rows.length === 0 || problem ? "Create variants" : `Create ${plan.rows.length} ${plan.rows.length === 1 ? "variant" : "variants"}`}
      </button>
      {results ? <BulkResults {...results} /> : null}
    </form>
  );
}

// A bulk upsert updates a product whose SKU exists (another model's variant,
// say) instead of failing, so that outcome is named apart.
const OUTCOME = { created: ["created", "active"], updated: ["replaced an existing product with this SKU", "amber"], failed: ["failed", "failed"] } as const;

function BulkResults({ rows, results }: { rows: PlannedVariant[]; results: BulkItemResult[] }) {
  const count = (status: BulkItemResult["status"]) => results.filter((r) => r.status === status).length;
  const [created, updated, failed] = [count("created"), count("updated"), count("failed")];
  return (
    <>
      <p className={`notice ${failed || updated ? "warn" : "success"}`} role="status">
        {created} of {results.length} created{updated ? `; ${updated} replaced an existing product` : ""}
        {failed ? `; ${failed} failed` : ""}.
      </p>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Results</caption>
          <TableHead columns={["SKU", "Result"]} />
          <tbody>
            {results.map((r, i) => (
              <tr key={`${i}-${r.sku}`}>
                <td className="mono">{r.sku ?? rows[i]?.sku}</td>
                <td>
                  <span className={`badge ${OUTCOME[r.status][1]}`}>{OUTCOME[r.status][0]}</span> {r.error ?? ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
