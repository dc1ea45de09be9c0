// Validation messages in plain words for the product form. zod's own texts
// ("Too small: expected string to have >=1 characters") reach the form from
// the browser's parse and from the API's 422 details alike, and the API's
// details carry only the text, so the text is what is read here. A message
// not recognised is already worded for people (the dictionary's rules,
// "Must match the pattern …") and is kept.
type Kind =
  | { kind: "empty" }
  | { kind: "missing" }
  | { kind: "too-long"; max: number }
  | { kind: "too-many"; max: number }
  | { kind: "wrong-type"; expected: string }
  | { kind: "not-an-option" }
  | { kind: "not-an-id" }
  | { kind: "bad-code" }
  | { kind: "whitespace" };

const RULES: [RegExp, (m: RegExpMatchArray) => Kind][] = [
  [/^Too small: expected string to have >=1 characters?$/, () => ({ kind: "empty" })],
  [/^Invalid input: expected \w+, received undefined$/, () => ({ kind: "missing" })],
  [/^Too big: expected string to have <=(\d+) characters?$/, (m) => ({ kind: "too-long", max: Number(m[1]) })],
  [/^Too big: expected array to have <=(\d+) items?$/, (m) => ({ kind: "too-many", max: Number(m[1]) })],
  [/^Invalid input: expected (\w+), received \w+$/, (m) => ({ kind: "wrong-type", expected: m[1]! })],
  [/^Invalid option: expected one of /, () => ({ kind: "not-an-option" })],
  [/^Invalid UUID$/, () => ({ kind: "not-an-id" })],
  [/^Invalid key in record$/, () => ({ kind: "bad-code" })],
  [/^No whitespace in a SKU\.$/, () => ({ kind: "whitespace" })],
];

function kindOf(message: string): Kind | null {
  for (const [pattern, make] of RULES) {
    const m = message.match(pattern);
    if (m) return make(m);
  }
  return null;
}

const count = (n: number) => n.toLocaleString("en");

// What each of the product's own fields is called in a sentence.
const NOUNS: Record<string, string> = { sku: "a SKU", name: "a name", description: "a description", tags: "tags", categoryId: "a category", familyCode: "a family", status: "a status" };

function worded(field: string, k: Kind): string {
  const noun = NOUNS[field];
  switch (k.kind) {
    case "empty":
    case "missing":
      return noun ? `Enter ${noun}.` : "Enter a value.";
    case "too-long":
      if (field === "tags") return `A tag has at most ${count(k.max)} characters.`;
      return `Use at most ${count(k.max)} characters${noun ? ` for ${noun}` : ""}.`;
    case "too-many":
      return field === "tags" ? `Use at most ${count(k.max)} tags.` : `Use at most ${count(k.max)} entries.`;
    case "wrong-type":
      return k.expected === "number" ? "Enter a number." : k.expected === "boolean" ? "Choose Yes or No." : "Enter text.";
    case "not-an-option":
    case "not-an-id":
      return noun ? `Choose ${noun} from the list.` : "Choose one of the options.";
    case "bad-code":
      return "An attribute code has 1 to 100 letters, digits, _ . or - and no spaces.";
    case "whitespace":
      return "A SKU cannot contain spaces.";
  }
}

// Which of several messages for one input to show: an empty field is told
// to be filled in before it is told what the text may not contain.
const rank = (message: string) => {
  const k = kindOf(message)?.kind;
  return k === "empty" || k === "missing" ? 0 : 1;
};

// The field's message in plain words; `field` is the input's path
// (field-paths.ts), e.g. `sku`, `attributes.weight`.
export function plainMessage(field: string, message: string): string {
  const k = kindOf(message);
  return k ? worded(field, k) : message;
}

// One plain message per input: the most useful of those given for it.
export function plainErrorsByInput(details: readonly { path: string; message: string }[], inputOf: (path: string) => string): Record<string, string> {
  const best: Record<string, string> = {};
  for (const d of details) {
    const field = inputOf(d.path);
    const kept = best[field];
    if (kept === undefined || rank(d.message) < rank(kept)) best[field] = d.message;
  }
  return Object.fromEntries(Object.entries(best).map(([field, message]) => [field, plainMessage(field, message)]));
}
