import { setFlagsFromString } from "node:v8";

// Suppliers write the patterns their attribute values must match, and a value
// can be 65,535 characters long: a backtracking regular expression such as
// ^(a+)+$ would hold the event loop for minutes on one request. V8's linear-
// time engine (the `l` flag, behind this flag in Node 20) runs every pattern
// it accepts in time proportional to the text, and refuses the ones it
// cannot (back-references, lookbehind, Unicode property classes). Patterns
// are therefore compiled here only, and one it refuses is refused at
// definition time.
setFlagsFromString("--enable-experimental-regexp-engine");

export function linearRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, "l");
  } catch {
    return null;
  }
}
