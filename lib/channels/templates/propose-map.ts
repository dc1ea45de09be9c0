import type { AttributeDocument } from "../../catalog/documents";
import type { AttributeMap, TargetRule } from "../schemas";
import type { ChannelTemplate, TemplateTarget } from "./template";

export type ProposalAttribute = Pick<AttributeDocument, "code" | "type" | "labels">;

// The product fields a template's aliases may name besides attributes.
const PRODUCT_SOURCES = new Set(["sku", "name", "description", "categoryName", "tags", "images", "images[0]"]);

// Attribute types that can feed a target of each type, and the op that
// turns the value into what the target takes.
function ruleFor(target: TemplateTarget, attribute: ProposalAttribute, currency: string): Omit<TargetRule, "required"> | null {
  const from = `attributes.${attribute.code}` as const;
  switch (target.type) {
    case "price":
      return attribute.type === "price" ? { from, op: "price", currency } : null;
    case "gtin":
      return attribute.type === "gtin" || attribute.type === "text" ? { from, op: "copy" } : null;
    case "url":
      return attribute.type === "url" ? { from, op: "copy" } : null;
    case "number":
      return attribute.type === "number" ? { from, op: "copy" } : null;
    case "list":
      return attribute.type === "multiselect" ? { from, op: "label" } : null;
    case "enum":
      // Option codes are what retailers' supported values look like (in_stock).
      return attribute.type === "select" || attribute.type === "text" ? { from, op: "copy" } : null;
    case "text":
      if (attribute.type === "select") return { from, op: "label" };
      return attribute.type === "text" || attribute.type === "textarea" || attribute.type === "number" ? { from, op: "copy" } : null;
  }
}

const normal = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, "");

// The map a templated channel starts with (docs/api.md, "Retailer
// templates"): each target from the product field or attribute whose code or
// label is the target's name or one of its well-known aliases (ean for gtin),
// in that order; a target nothing matches is left out, and a required one
// then shows as missing until the supplier maps it. Pure.
export function proposeMap(template: ChannelTemplate, attributes: readonly ProposalAttribute[], currency: string): AttributeMap {
  const byName = new Map<string, ProposalAttribute>();
  for (const a of attributes) {
    for (const name of [a.code, ...Object.values(a.labels)]) if (!byName.has(normal(name))) byName.set(normal(name), a);
  }
  const map: AttributeMap = {};
  for (const target of template.targets) {
    for (const candidate of [target.name, ...(template.aliases[target.name] ?? [])]) {
      const rule = PRODUCT_SOURCES.has(candidate) ? productRule(target, candidate) : attributeRule(target, byName.get(normal(candidate)), currency);
      if (!rule) continue;
      map[target.name] = { ...rule, required: target.required } as TargetRule;
      break;
    }
  }
  return map;
}

function productRule(target: TemplateTarget, source: string): Omit<TargetRule, "required"> | null {
  if (target.type === "list") return source === "images" || source === "tags" ? { from: source, op: "copy" } : null;
  if (source === "images") return null;
  return { from: source as TargetRule["from"], op: "copy" };
}

function attributeRule(target: TemplateTarget, attribute: ProposalAttribute | undefined, currency: string) {
  return attribute ? ruleFor(target, attribute, currency) : null;
}
