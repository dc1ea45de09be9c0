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

// The linear engine is several times slower than the backtracking one on the
// short values patterns usually check, and a bulk write checks thousands. A
// pattern that cannot make the backtracking engine go beyond linear time
// runs there instead (isBacktrackSafe); every other one on the linear engine.
// Both engines give the same answers.
export function linearRegExp(pattern: string): RegExp | null {
  try {
    const linear = new RegExp(pattern, "l");
    return isBacktrackSafe(pattern) ? new RegExp(pattern) : linear;
  } catch {
    return null;
  }
}

// Back-references, code points, control and property escapes are left to
// the linear engine.
const LEFT_TO_LINEAR = /[0-9kuxcpP]/;

// Anchored at both ends, with no group, alternation or lookaround, and at
// most one quantifier whose count can vary ({3} cannot): the match starts at
// the first character only, and its one loop gives back at most a character
// at a time, each retry checking the fixed-width rest once. So a SKU, a GTIN
// or a code of allowed characters (^[A-Z]{2}-\d{4}$, ^\d{8,14}$,
// ^[A-Za-z0-9 -]+$) qualifies, and ^(a+)+$, ^\d*\d*$ or an unanchored \d+x
// does not. Anything this reader does not understand is not safe.
export function isBacktrackSafe(pattern: string): boolean {
  if (!pattern.startsWith("^") || !pattern.endsWith("$") || pattern.length < 2) return false;
  const body = pattern.slice(1, -1);
  let variable = 0;
  let atom = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === "\\") {
      const next = body[i + 1];
      if (next === undefined || LEFT_TO_LINEAR.test(next)) return false;
      i++;
      atom = true;
    } else if (c === "[") {
      const end = classEnd(body, i);
      if (end < 0) return false;
      i = end;
      atom = true;
    } else if (c === "*" || c === "+" || c === "?") {
      if (!atom) return false;
      variable++;
      atom = false;
      if (body[i + 1] === "?") i++;
    } else if (c === "{") {
      const count = /^\{(\d+)(,(\d*))?\}/.exec(body.slice(i));
      if (!count || !atom) return false;
      if (count[2] !== undefined && count[3] !== count[1]) variable++;
      i += count[0].length - 1;
      atom = false;
      if (body[i + 1] === "?") i++;
    } else if ("()|^$]}".includes(c)) {
      return false;
    } else {
      atom = true;
    }
    if (variable > 1) return false;
  }
  return true;
}

// The index of the `]` that closes the class opened at `start`, or -1.
function classEnd(body: string, start: number): number {
  let i = start + 1;
  if (body[i] === "^") i++;
  for (; i < body.length; i++) {
    if (body[i] === "\\") {
      if (body[i + 1] === undefined || LEFT_TO_LINEAR.test(body[i + 1]!)) return -1;
      i++;
    } else if (body[i] === "]") {
      return i;
    }
  }
  return -1;
}
