export function withoutEmpty(source: Record<string, string | undefined>): Record<string, string>;
