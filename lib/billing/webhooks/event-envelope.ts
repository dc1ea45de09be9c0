// What a signed body must be before it can be recorded as a Stripe event:
// an object with a printable id and type (they key and label the stored
// row) and a creation time. Stripe never sends anything else; a body that is
// not this is acknowledged and recorded as not applied, not answered 500.
const PRINTABLE = /^[\x20-\x7e]{1,255}$/;

export function envelopeProblem(body: unknown): string | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "The signed body is not a JSON object.";
  const { id, type, created } = body as Record<string, unknown>;
  if (typeof id !== "string" || !PRINTABLE.test(id)) return "The signed body has no printable string id.";
  if (typeof type !== "string" || !PRINTABLE.test(type)) return "The signed body has no printable string type.";
  if (typeof created !== "number" || !Number.isSafeInteger(created)) return "The signed body has no integer created time.";
  return null;
}
