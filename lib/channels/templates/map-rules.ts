import type { ErrorDetail } from "../../core/errors";
import type { ChannelTemplate } from "./template";

type Checked = { attributeMap?: Record<string, unknown>; destination?: { type: string; format?: string } };

// What a templated channel's map and destination must respect: only the
// template's targets, and a feed format is either one every channel has
// (json, csv) or one of the template's. Pure; the create body's schema and
// a PATCH (which reads the stored template) both ask it.
export function templateMapErrors(template: ChannelTemplate | null, body: Checked): ErrorDetail[] {
  const errors: ErrorDetail[] = [];
  if (template && body.attributeMap) {
    const names = new Set(template.targets.map((t) => t.name));
    for (const target of Object.keys(body.attributeMap)) {
      if (!names.has(target)) errors.push({ path: `attributeMap.${target}`, message: `${target} is not a target of the ${template.name} template.` });
    }
  }
  const format = body.destination?.type === "feed" ? body.destination.format : undefined;
  if (format === "xml" || format === "tsv") {
    if (!template?.destinationFormats.includes(format)) {
      errors.push({ path: "destination.format", message: `The ${format} feed is written for a template that takes it (google-merchant); use json or csv.` });
    }
  }
  return errors;
}
