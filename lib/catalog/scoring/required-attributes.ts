// The attributes completeness requires of a product (docs/api.md, "Attributes"):
// its category's, then its family's that the category does not already
// require, each once.
export function requiredAttributesOf(category: readonly string[], family: readonly string[]): string[] {
  return [...new Set([...category, ...family])];
}
