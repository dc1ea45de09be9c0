import type { Evaluation } from "@/lib/portal-client/api-types";

// What the evaluation found, in words: nothing is shown by colour alone.
export function EvaluationSummary({ evaluation }: { evaluation: Evaluation | null }) {
  if (!evaluation) return <span className="muted">—</span>;
  const parts = [
    ...evaluation.missingRequired.map((t) => `missing required ${t}`),
    ...evaluation.transformErrors.map((e) => `${e.target}: ${e.message}`),
    ...evaluation.warnings.map((w) => `warning ${w.target}: ${w.message}`),
    ...(evaluation.localeFallbacks.length ? [`fell back to canonical: ${evaluation.localeFallbacks.join(", ")}`] : []),
  ];
  if (parts.length === 0) return <span className="muted">All good</span>;
  return (
    <ul className="small" style={{ margin: 0, paddingLeft: "1rem" }}>
      {parts.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
