import { env } from "./env";

// Links the server hands out (to Stripe, to a channel's destination) are
// built from its own configured base URL, never from anything a client sent
// (an open redirect otherwise). Plain concatenation keeps Stripe's
// {CHECKOUT_SESSION_ID} placeholder unescaped.
export function appUrl(pathAndQuery: string): string {
  return `${env().APP_BASE_URL.replace(/\/+$/, "")}${pathAndQuery}`;
}
