// Only a path on this site may be a post-sign-in destination (no open redirect).
export function safeCallback(value: string | null | undefined): string {
  return value && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/";
}
