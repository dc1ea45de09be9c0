"use client";
import { useState } from "react";
import { describeError } from "@/lib/portal-client/api-error";
import { useRegisterUnits } from "@/lib/portal-client/hooks/use-passports";
import { chunksOf, unitsFromCsv } from "@/lib/portal-client/passports";

const PER_CALL = 1000;
type Outcome = { created: number; conflicts: string[]; sent: number; total: number };

// Serialised items from a CSV file (columns serial and lot), sent a
// thousand at a time; a serial already registered is a conflict, listed.
export function PassportUnits({ passportId }: { passportId: string }) {
  const register = useRegisterUnits();
  const [problems, setProblems] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function upload(file: File) {
    setProblems([]);
    setOutcome(null);
    const { units, problems: found } = unitsFromCsv(await file.text());
    setProblems(found);
    if (units.length === 0) return;
    const result: Outcome = { created: 0, conflicts: [], sent: 0, total: units.length };
    for (const chunk of chunksOf(units, PER_CALL)) {
      try {
        const answer = await register.mutateAsync({ id: passportId, units: chunk });
        result.created += answer.created;
        result.conflicts.push(...answer.results.filter((r) => r.status === 409).map((r) => r.serial));
        result.sent += chunk.length;
        setOutcome({ ...result, conflicts: [...result.conflicts] });
      } catch (err) {
        setProblems((p) => [...p, `Stopped after ${result.sent} of ${result.total} units: ${describeError(err)}`]);
        return;
      }
    }
  }

  return (
    <div className="passport-units">
      <h3 id="passport-units-title">Units</h3>
      <p className="small muted">A battery passport is per item: upload a CSV file with a header row and the columns serial and lot (lot optional).</p>
      <p>
        <label htmlFor="passport-units-file">Units file (CSV)</label>{" "}
        <input
          id="passport-units-file"
          type="file"
          accept=".csv,text/csv"
          disabled={register.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void upload(file);
          }}
        />
      </p>
      {register.isPending ? <p role="status">Registering units…</p> : null}
      {outcome ? (
        <div className="notice success" role="status" data-testid="passport-units-outcome">
          <p>
            {outcome.created} {outcome.created === 1 ? "unit" : "units"} registered, {outcome.conflicts.length} already registered
            {outcome.sent < outcome.total ? ` (${outcome.sent} of ${outcome.total} sent)` : ""}.
          </p>
          {outcome.conflicts.length > 0 ? <p className="small break-all">Already registered: {outcome.conflicts.join(", ")}</p> : null}
        </div>
      ) : null}
      {problems.length > 0 ? (
        <ul className="field-error" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
