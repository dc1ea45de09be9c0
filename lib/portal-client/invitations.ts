// What a person pastes into "accept an invitation": the link the supplier
// sent (…/connect?token=…) or the bare token an API client handed over.
export function tokenFrom(pasted: string): string {
  const text = pasted.trim();
  if (!/^https?:\/\//i.test(text)) return text;
  try {
    return new URL(text).searchParams.get("token") ?? "";
  } catch {
    return "";
  }
}

// The sign-in page, coming back here afterwards (safeCallback keeps it on this site).
export const signInAndReturn = (path: string, extra: Record<string, string> = {}) =>
  `/login?${new URLSearchParams({ ...extra, callbackUrl: path })}`;
