// The engine's own Date. Next.js's server replaces the global Date with a
// wrapper that notes every read of the clock (for prerendering with cached
// components, which the service does not use), and a Date built through it
// costs about half a microsecond: a product page parses a hundred
// timestamps. The front server (server/main.ts) keeps the engine's
// constructor here before Next.js loads; where Next.js never loads (tests,
// scripts, the job process) the global Date is the engine's. Dates built
// with either are the same kind of object (instanceof Date holds).
const KEY = Symbol.for("pis.nativeDate");
const slot = globalThis as { [KEY]?: DateConstructor };

export function keepNativeDate(): void {
  slot[KEY] ??= Date;
}

export const NativeDate: DateConstructor = slot[KEY] ?? Date;
