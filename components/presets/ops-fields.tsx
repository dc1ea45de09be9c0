"use client";
import type { OpsForm } from "@/lib/portal-client/preset-ops";
import { Field } from "@/components/ui/field";

export function OpsFields({ value, onChange, idPrefix }: { value: OpsForm; onChange: (v: OpsForm) => void; idPrefix: string }) {
  const set = <K extends keyof OpsForm>(key: K, v: OpsForm[K]) => onChange({ ...value, [key]: v });
  return (
    <div className="form-grid">
      <Field label="Width (px)">
        <input inputMode="numeric" value={value.width} onChange={(e) => set("width", e.target.value)} />
      </Field>
      <Field label="Height (px)">
        <input inputMode="numeric" value={value.height} onChange={(e) => set("height", e.target.value)} />
      </Field>
      <Field label="Fit">
        <select value={value.fit} onChange={(e) => set("fit", e.target.value as OpsForm["fit"])}>
          <option value="">Default</option>
          <option value="cover">Cover (crop)</option>
          <option value="contain">Contain (pad)</option>
          <option value="inside">Inside (shrink)</option>
        </select>
      </Field>
      <Field label="Rotate">
        <select value={value.rotate} onChange={(e) => set("rotate", e.target.value)}>
          {["0", "90", "180", "270"].map((a) => (
            <option key={a} value={a}>
              {a}°
            </option>
          ))}
        </select>
      </Field>
      <Field label="Format">
        <select value={value.format} onChange={(e) => set("format", e.target.value as OpsForm["format"])}>
          <option value="">Keep the original</option>
          <option value="jpeg">JPEG</option>
          <option value="png">PNG</option>
          <option value="webp">WebP</option>
          <option value="avif">AVIF</option>
        </select>
      </Field>
      <Field label="Quality (1-100)">
        <input inputMode="numeric" value={value.quality} onChange={(e) => set("quality", e.target.value)} disabled={!value.format} />
      </Field>
      <label className="check" htmlFor={`${idPrefix}-grayscale`}>
        <input id={`${idPrefix}-grayscale`} type="checkbox" checked={value.grayscale} onChange={(e) => set("grayscale", e.target.checked)} />
        Grayscale
      </label>
    </div>
  );
}
