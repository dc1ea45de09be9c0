// pg's own value conversion (what its Query binds every value with), which
// pg publishes under pg/lib/* without types.
declare module "pg/lib/utils" {
  export function prepareValue(value: unknown): string | Buffer | null;
}
