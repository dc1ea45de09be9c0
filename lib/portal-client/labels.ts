// One locale's label set among the others, which are kept as they were (a
// PATCH replaces labels whole); a blank text removes that locale's label.
export function withLabel(labels: Record<string, string>, locale: string, text: string): Record<string, string> {
  const others = Object.fromEntries(Object.entries(labels).filter(([l]) => l !== locale));
  return text.trim() ? { ...others, [locale]: text.trim() } : others;
}
