// The import dialog's column mapping (docs/api.md, "Imports and exports"):
// what the user chose for each column a dry run did not know, as the
// columnMap the API takes. Pure, tested beside it.

// KEEP reads the column as a new attribute of its own name; IGNORE reads past it.
export const KEEP = "";
export const IGNORE = null;
export type Choice = string | null;

export function columnMapOf(choices: Readonly<Record<string, Choice>>): Record<string, string | null> {
  return Object.fromEntries(Object.entries(choices).map(([header, choice]) => [header, choice === KEEP ? header : choice]));
}

// A guess for each unknown header: the dictionary code it names in another
// case or spelling ("Colour" → colour, "Net weight" → net_weight), else
// nothing chosen yet.
export function suggestChoices(headers: readonly string[], codes: readonly string[]): Record<string, Choice | undefined> {
  const byKey = new Map(codes.map((code) => [normalise(code), code]));
  return Object.fromEntries(headers.map((header) => [header, byKey.get(normalise(header))]));
}

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");
