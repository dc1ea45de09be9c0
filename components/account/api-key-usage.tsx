"use client";
import { useSyncExternalStore } from "react";
import { CopyButton } from "@/components/ui/copy-button";

const noSubscription = () => () => {};

// Where this portal is served from is where the API answers; the server
// render has no window, so the example starts with the path until hydrated.
function useOrigin(): string {
  return useSyncExternalStore(noSubscription, () => window.location.origin, () => "");
}

export const curlExample = (origin: string, key: string) => `curl -H "X-API-Key: ${key}" "${origin}/api/v1/products?limit=5"`;

// How a key is sent: in the X-API-Key header, never as a bearer token (that
// header carries the portal's sign-in tokens, and the API says so on a 401).
export function ApiKeyUsage({ apiKey }: { apiKey?: string }) {
  const example = curlExample(useOrigin(), apiKey ?? "<your key>");
  return (
    <section className={apiKey ? undefined : "panel"} aria-labelledby={apiKey ? undefined : "key-usage-title"}>
      {apiKey ? null : <h2 id="key-usage-title">Using a key</h2>}
      <p>
        Send the key in the <code>X-API-Key</code> header of every request (not as <code>Authorization: Bearer</code>). A sandbox key reads but never writes. For example:
      </p>
      <div className="secret">
        <code data-testid="api-key-example">{example}</code>
        <CopyButton text={example} label="Copy command" />
      </div>
      {apiKey ? null : (
        <p className="small">
          Each key works only within its scopes. The API reference is at <a href="/docs/api">/docs/api</a>.
        </p>
      )}
    </section>
  );
}
