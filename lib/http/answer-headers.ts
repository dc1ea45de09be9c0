// The headers of an API answer, as a Headers does them for the names and
// values the service writes itself: names in any case, several Set-Cookie
// kept apart, iteration sorted by name. A plain Map underneath: undici's
// Headers checks and converts every name and value it is given and sorts on
// every iteration, which cost more than the rest of the wrapper on a small
// read (docs/benchmarks.md, "API efficiency"). Values are taken as they are
// given, so only the service's own headers belong here, never a client's.
export class AnswerHeaders implements Headers {
  private readonly map = new Map<string, string[]>();

  constructor(init?: Record<string, string>) {
    if (init) for (const name of Object.keys(init)) this.set(name, init[name]!);
  }

  append(name: string, value: string): void {
    const key = name.toLowerCase();
    const values = this.map.get(key);
    if (values) values.push(value);
    else this.map.set(key, [value]);
  }

  delete(name: string): void {
    this.map.delete(name.toLowerCase());
  }

  get(name: string): string | null {
    return this.map.get(name.toLowerCase())?.join(", ") ?? null;
  }

  getSetCookie(): string[] {
    return [...(this.map.get("set-cookie") ?? [])];
  }

  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }

  set(name: string, value: string): void {
    this.map.set(name.toLowerCase(), [value]);
  }

  forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [name, value] of this.entries()) callback.call(thisArg, value, name, this);
  }

  // The headers as Node's writeHead takes them (Set-Cookie as a list, the
  // rest joined), in the order they were set: what the front server writes
  // on every answer, without the sorted iteration a Headers owes its readers.
  toRecord(): Record<string, string | string[]> {
    const out: Record<string, string | string[]> = {};
    for (const [name, values] of this.map) out[name] = name === "set-cookie" ? [...values] : values.length === 1 ? values[0]! : values.join(", ");
    return out;
  }

  *entries(): HeadersIterator<[string, string]> {
    for (const name of [...this.map.keys()].sort()) {
      const values = this.map.get(name)!;
      if (name === "set-cookie") for (const value of values) yield [name, value];
      else yield [name, values.join(", ")];
    }
  }

  *keys(): HeadersIterator<string> {
    for (const [name] of this.entries()) yield name;
  }

  *values(): HeadersIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): HeadersIterator<[string, string]> {
    return this.entries();
  }
}
