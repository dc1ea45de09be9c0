import type { ErrorDetail } from "../../core/errors";
import type { AttributeType } from "../../db/generated/enums";
import type { FamilyDocument } from "../documents";
import { AXIS_TYPES } from "../attributes/definition";

type Lists = Pick<FamilyDocument, "attributes" | "requiredAttributes" | "variantAxes">;

function duplicates(list: readonly string[], field: string): ErrorDetail[] {
  return list.flatMap((code, i) => (list.indexOf(code) < i ? [{ path: `${field}.${i}`, message: `${code} is listed twice.` }] : []));
}

function subsetErrors(list: readonly string[], members: ReadonlySet<string>, field: string): ErrorDetail[] {
  return list.flatMap((code, i) => (members.has(code) ? [] : [{ path: `${field}.${i}`, message: `${code} is not one of the family's attributes.` }]));
}

// The rules of a family's lists (docs/api.md, "Attributes"), checked on create and
// on the merged result of a PATCH. `typeOf` answers the type of each of the
// organisation's attributes, undefined for a code it has not defined.
export function familyErrors(family: Lists, typeOf: (code: string) => AttributeType | undefined): ErrorDetail[] {
  const listed = new Set(family.attributes);
  const undefinedCodes = family.attributes.flatMap((code, i) =>
    typeOf(code) === undefined ? [{ path: `attributes.${i}`, message: `${code} is not an attribute of your organisation.` }] : [],
  );
  const badAxes = family.variantAxes.flatMap((code, i) => {
    const type = typeOf(code);
    if (!listed.has(code) || type === undefined || AXIS_TYPES.includes(type)) return [];
    return [{ path: `variantAxes.${i}`, message: `${code} is a ${type} attribute; an axis is ${AXIS_TYPES.join(", ")}.` }];
  });
  return [
    ...undefinedCodes,
    ...duplicates(family.attributes, "attributes"),
    ...subsetErrors(family.requiredAttributes, listed, "requiredAttributes"),
    ...duplicates(family.requiredAttributes, "requiredAttributes"),
    ...subsetErrors(family.variantAxes, listed, "variantAxes"),
    ...duplicates(family.variantAxes, "variantAxes"),
    ...badAxes,
  ];
}
