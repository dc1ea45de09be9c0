// A path segment that can name a record; anything else is answered 404
// without a query (a malformed id is not an error on a public page).
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
