import { randomBytes } from "node:crypto";

// Never in any text a request or the database can hold: fresh per process.
const MARKER = `@pis-json-${randomBytes(12).toString("hex")}:`;
const SPLICE = new RegExp(`"${MARKER}(\\d+)"`, "g");

// A value already written as JSON (by PostgreSQL: a list page's product
// documents), spliced into a response as it is, so node neither parses the
// rows nor serializes the documents again. Serialized the ordinary way
// (JSON.stringify without the splice) it is parsed and written again, so
// every consumer sees the same value.
export class JsonText<T = unknown> {
  declare readonly valueType?: T;
  constructor(readonly json: string) {}

  value(): T {
    return JSON.parse(this.json) as T;
  }

  // JSON.stringify asks for this before any replacer sees the value, so the
  // splice is made here: while stringifyWithJsonText runs (synchronously),
  // a marker that stands for the text.
  toJSON(): T | string {
    if (splicing) return `${MARKER}${splicing.push(this.json) - 1}`;
    return this.value();
  }
}

// Marks an answer that holds JsonText somewhere, so only such answers pay
// for the splicing serializer; kept by object spread, unseen by JSON.
export const HOLDS_JSON_TEXT: unique symbol = Symbol("holds JSON text");

export function holdingJsonText<T extends object>(value: T): T {
  return Object.assign(value, { [HOLDS_JSON_TEXT]: true });
}

export function holdsJsonText(value: unknown): boolean {
  return typeof value === "object" && value !== null && HOLDS_JSON_TEXT in value;
}


let splicing: string[] | null = null;

// JSON.stringify with every JsonText written as its own text: the texts
// are collected by toJSON as the value is walked, then put in the markers'
// places.
export function stringifyWithJsonText(value: unknown): string {
  const texts: string[] = [];
  splicing = texts;
  let text: string;
  try {
    text = JSON.stringify(value);
  } finally {
    splicing = null;
  }
  return texts.length === 0 ? text : text.replace(SPLICE, (_, index: string) => texts[Number(index)]!);
}
