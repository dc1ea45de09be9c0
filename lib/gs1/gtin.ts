// GS1 identification keys (GS1 General Specifications, 7.9 "Check digit
// calculation"). A GTIN is 8, 12, 13 or 14 digits, its last a check digit:
// the others weighted 3 and 1 alternately from the right, the check digit
// bringing the sum to a multiple of ten. Pure; a few lines of arithmetic,
// so no dependency.

export const GTIN_LENGTHS: readonly number[] = [8, 12, 13, 14];

export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += (body.charCodeAt(i) - 48) * weight;
  return (10 - (sum % 10)) % 10;
}

// Why a value is not a GTIN, or null when it is one.
export function gtinError(value: unknown): string | null {
  if (typeof value !== "string" || !/^\d+$/.test(value) || !GTIN_LENGTHS.includes(value.length)) {
    return "Must be a GTIN of 8, 12, 13 or 14 digits.";
  }
  const expected = gtinCheckDigit(value.slice(0, -1));
  return Number(value.at(-1)) === expected ? null : `The check digit should be ${expected}.`;
}

// The 14-digit form (GTIN-14) GS1 Digital Link and the GS1 data model use:
// shorter GTINs padded with leading zeros.
export function gtin14(value: string): string {
  return value.padStart(14, "0");
}
