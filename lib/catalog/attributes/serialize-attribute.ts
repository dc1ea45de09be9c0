import type { Attribute } from "../../db/generated/client";
import type { AttributeDocument, AttributeOption, AttributeValidation } from "../documents";
import type { AttributeDefinition } from "./definition";

export function serializeAttribute(a: Attribute): AttributeDocument {
  return {
    code: a.code,
    type: a.type,
    labels: a.labels as Record<string, string>,
    localizable: a.localizable,
    group: a.group,
    unit: a.unit,
    options: a.options as AttributeOption[],
    validation: a.validation as AttributeValidation,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function definitionOf(a: Pick<Attribute, "code" | "type" | "localizable" | "unit" | "options" | "validation">): AttributeDefinition {
  return {
    code: a.code,
    type: a.type,
    localizable: a.localizable,
    unit: a.unit,
    options: a.options as AttributeOption[],
    validation: a.validation as AttributeValidation,
  };
}
