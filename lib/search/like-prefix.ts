const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// A LIKE pattern matching text that starts with `text`, LIKE's own
// characters (\, % and _) taken literally: CITY_1 does not find CITY-1.
export function likePrefix(text: string): string {
  return `${literal(text)}%`;
}

// A LIKE pattern matching text that holds `text` anywhere, taken literally.
export function likeContaining(text: string): string {
  return `%${literal(text)}%`;
}
