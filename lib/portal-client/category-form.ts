import type { AttributeDocument } from "./api-types";
import { plainMessage } from "./plain-messages";

// A category's required attributes as the form holds them: codes ticked in
// the dictionary's list, and codes typed by hand (the API takes any code;
// completeness counts a code before its attribute is defined).
export type RequiredPick = { picked: string[]; other: string };

export const EMPTY_PICK: RequiredPick = { picked: [], other: "" };

const codesIn = (text: string) => text.split(",").map((c) => c.trim()).filter(Boolean);

// A stored list split between the dictionary's codes and the others, in order.
export function pickOf(codes: readonly string[], dictionary: readonly AttributeDocument[]): RequiredPick {
  const known = new Set(dictionary.map((a) => a.code));
  return { picked: codes.filter((c) => known.has(c)), other: codes.filter((c) => !known.has(c)).join(", ") };
}

export function togglePick(pick: RequiredPick, code: string, on: boolean): RequiredPick {
  const picked = pick.picked.filter((c) => c !== code);
  return { ...pick, picked: on ? [...picked, code] : picked };
}

// The list to send: ticked codes in the dictionary's order, then typed ones,
// each once.
export function requiredCodesOf(pick: RequiredPick, dictionary: readonly AttributeDocument[]): string[] {
  const ticked = dictionary.map((a) => a.code).filter((c) => pick.picked.includes(c));
  return [...new Set([...ticked, ...codesIn(pick.other)])];
}

// An attribute by its label in the locale, else its code.
export const attributeLabel = (a: Pick<AttributeDocument, "code" | "labels">, locale: string) => a.labels[locale] ?? a.code;

// Codes named in words for a table cell: labels where the dictionary has them.
export function requiredLabels(codes: readonly string[], dictionary: readonly AttributeDocument[], locale: string): string[] {
  const byCode = new Map(dictionary.map((a) => [a.code, a]));
  return codes.map((c) => {
    const a = byCode.get(c);
    return a ? attributeLabel(a, locale) : c;
  });
}

// The errors of a category body (the browser's parse or the API's 422) by
// input: the name in plain words; an error about `requiredAttributes.<i>`
// at the list when that code was ticked, else at the text input, naming
// the code.
export function categoryErrorsOf(details: readonly { path: string; message: string }[], sent: readonly string[], pick: RequiredPick): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of details) {
    const [field, index] = d.path.split(".");
    if (field === "name") out.name ??= plainMessage("name", d.message);
    if (field !== "requiredAttributes") continue;
    const code = index === undefined ? undefined : sent[Number(index)];
    const key = code !== undefined && !pick.picked.includes(code) ? "otherRequired" : "requiredAttributes";
    out[key] ??= code === undefined ? plainMessage(field, d.message) : `${code}: ${d.message}`;
  }
  return out;
}
