import { randomBytes } from "node:crypto";

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

  toJSON(): T {
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

// Never in any text a request or the database can hold: fresh per process.
const MARKER = `@pis-json-${randomBytes(12).toString("hex")}:`;
const SPLICE = new RegExp(`"${MARKER}(\\d+)"`, "g");

// JSON.stringify with every JsonText written as its own text.
export function stringifyWithJsonText(value: unknown): string {
  const texts: string[] = [];
  const text = JSON.stringify(value, function (this: Record<string, unknown>, key: string, replaced: unknown) {
    const original = this[key];
    return original instanceof JsonText ? `${MARKER}${texts.push(original.json) - 1}` : replaced;
  });
  return texts.length === 0 ? text : text.replace(SPLICE, (_, index: string) => texts[Number(index)]!);
}
