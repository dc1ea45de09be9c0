import type { RenderOp } from "@/lib/renditions/documents";

// The rendition-preset form's fields and the ordered ops list they stand for.
export type OpsForm = { width: string; height: string; fit: "" | "cover" | "contain" | "inside"; rotate: string; grayscale: boolean; format: "" | "jpeg" | "png" | "webp" | "avif"; quality: string };

export const EMPTY_OPS: OpsForm = { width: "", height: "", fit: "", rotate: "0", grayscale: false, format: "", quality: "" };

const int = (text: string) => (text.trim() === "" ? undefined : Number(text));

export function opsOf(form: OpsForm): RenderOp[] {
  const ops: RenderOp[] = [];
  if (form.width || form.height) ops.push({ op: "resize", width: int(form.width), height: int(form.height), ...(form.fit ? { fit: form.fit } : {}) });
  if (form.rotate !== "0") ops.push({ op: "rotate", angle: Number(form.rotate) });
  if (form.grayscale) ops.push({ op: "grayscale" });
  if (form.format) ops.push({ op: "format", format: form.format, ...(form.quality ? { quality: Number(form.quality) } : {}) });
  return ops;
}

export function formOfOps(ops: RenderOp[]): OpsForm {
  const form = { ...EMPTY_OPS };
  for (const op of ops) {
    if (op.op === "resize") Object.assign(form, { width: op.width?.toString() ?? "", height: op.height?.toString() ?? "", fit: op.fit ?? "" });
    if (op.op === "rotate") form.rotate = String(op.angle);
    if (op.op === "grayscale") form.grayscale = true;
    if (op.op === "format") Object.assign(form, { format: op.format, quality: op.quality?.toString() ?? "" });
  }
  return form;
}

export function describeOps(ops: RenderOp[]): string {
  return ops
    .map((op) => {
      if (op.op === "resize") return `resize ${op.width ?? "auto"}×${op.height ?? "auto"}${op.fit ? ` (${op.fit})` : ""}`;
      if (op.op === "rotate") return `rotate ${op.angle}°`;
      if (op.op === "format") return `${op.format}${op.quality ? ` q${op.quality}` : ""}`;
      return "grayscale";
    })
    .join(", ");
}
