// An association type's code as words, for readers who cannot read the
// supplier's types (a buyer; their labels are the supplier's own): spare_part → "Spare part".
export function typeCodeAsWords(code: string): string {
  const words = code.replace(/_+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
