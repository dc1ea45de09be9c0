"use client";
import { useState } from "react";
import { createPresetBody } from "@/lib/renditions/schemas";
import { useCreatePreset } from "@/lib/portal-client/hooks/use-presets";
import { EMPTY_OPS, opsOf } from "@/lib/portal-client/preset-ops";
import { Field } from "@/components/ui/field";
import { FormError, Problem } from "@/components/ui/states";
import { OpsFields } from "./ops-fields";
import { AutoField } from "./auto-field";

export function PresetForm() {
  const create = useCreatePreset();
  const [name, setName] = useState("");
  const [ops, setOps] = useState(EMPTY_OPS);
  const [auto, setAuto] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = createPresetBody.safeParse({ name, ops: opsOf(ops), auto });
    if (!parsed.success) return setProblem(parsed.error.issues.map((i) => `${i.path.join(".") || "preset"}: ${i.message}`).join(" "));
    setProblem(null);
    create.mutate(parsed.data, { onSuccess: () => (setName(""), setOps(EMPTY_OPS), setAuto(false)) });
  }
  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="new-preset">
      <h2 id="new-preset">New preset</h2>
      <Problem message={problem} />
      <FormError error={create.error} />
      <Field label="Preset name">
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <OpsFields value={ops} onChange={setOps} idPrefix="new" />
      <AutoField checked={auto} onChange={setAuto} id="new-auto" />
      <button type="submit" disabled={create.isPending}>
        {create.isPending ? "Creating…" : "Create preset"}
      </button>
    </form>
  );
}
