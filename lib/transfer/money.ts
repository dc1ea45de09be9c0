// Prices travel in spreadsheets in major units (12.99 EUR) and are stored in
// integer minor units (1299), converted by the currency's own number of
// decimals (0 for JPY, 3 for KWD) as Intl knows it, in exact decimal
// arithmetic: no float ever touches an amount.

// A formatter costs about 25 µs to make, so each currency's answer is kept.
const DIGITS = new Map<string, number | null>();

function digitsOf(currency: string): number | null {
  let digits = DIGITS.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? null;
    } catch {
      digits = null;
    }
    DIGITS.set(currency, digits);
  }
  return digits;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

// "12.99" in EUR → 1299; null when the text is not an amount with at most
// the currency's decimals, or when it is past the safe integer range.
export function decimalToMinor(text: string, currency: string): number | null {
  const digits = digitsOf(currency);
  const match = DECIMAL.exec(text.trim());
  if (digits === null || !match) return null;
  const [, sign, whole, fraction = ""] = match;
  const trimmed = fraction.replace(/0+$/, "");
  if (trimmed.length > digits) return null;
  const minor = BigInt(whole! + trimmed.padEnd(digits, "0")) * (sign === "-" ? -1n : 1n);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) return null;
  return Number(minor);
}

// 1299 in EUR → "12.99"; 500 in JPY → "500".
export function minorToDecimal(amount: number, currency: string): string {
  const digits = digitsOf(currency) ?? 2;
  const sign = amount < 0 ? "-" : "";
  const text = String(Math.abs(amount)).padStart(digits + 1, "0");
  if (digits === 0) return sign + text;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
