import { AppError } from "../core/errors";
import { env } from "../config/env";
import { verifyPassword } from "../auth/passwords";
import { clientAddress } from "./client-address";
import { limitAuthAttempt } from "./limits";
import { readBoundedText } from "./body";
import { openShareLink, UNLOCK_COOKIE } from "../share-links/open-link";
import { passwordPage } from "../share-links/page/share-page";
import { unlockCookieValue } from "../share-links/token";
import { unlockBody } from "../share-links/schemas";

const HTML = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };
// The longest an unlocked browser stays unlocked when the link never expires.
const UNLOCK_SECONDS = 30 * 24 * 3600;
const WRONG = "That password is not right.";

// POST /s/{token}/unlock: attempts are limited per address as sign-ins
// are; a wrong password is answered the same way every time. A form is
// sent back to the page (303), a JSON client gets 204; both get the cookie,
// scoped to the link's own paths.
export async function unlockShareLink(req: Request, token: string): Promise<Response> {
  const json = (req.headers.get("content-type") ?? "").includes("application/json");
  try {
    await limitAuthAttempt(clientAddress(req.headers));
  } catch (err) {
    if (err instanceof AppError && err.code === "RATE_LIMITED") return new Response("Too many attempts. Wait a minute.", { status: 429, headers: { "Retry-After": String(err.headers?.["Retry-After"] ?? 60) } });
    throw err;
  }
  const opened = await openShareLink(token, new Headers());
  if (opened.kind === "missing") return new Response("Not found.", { status: 404 });
  if (opened.kind === "gone") return new Response("This link is no longer available.", { status: 410 });
  const { link } = opened;
  const password = await passwordOf(req, json);
  if (!link.passwordHash) return redirectOrOk(token, json, null);
  if (password === null || !(await verifyPassword(password, link.passwordHash))) {
    return json
      ? Response.json({ error: { code: "UNAUTHENTICATED", message: WRONG } }, { status: 401 })
      : new Response(passwordPage(token, link.locale ?? "en", WRONG), { status: 401, headers: HTML });
  }
  const maxAge = link.expiresAt ? Math.max(1, Math.min(UNLOCK_SECONDS, Math.floor((link.expiresAt.getTime() - Date.now()) / 1000))) : UNLOCK_SECONDS;
  const secure = new URL(req.url).protocol === "https:" || env().APP_BASE_URL.startsWith("https:");
  const cookie = `${UNLOCK_COOKIE}=${unlockCookieValue(link.id, link.passwordHash, env().AUTH_SECRET)}; Path=/s/${token}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return redirectOrOk(token, json, cookie);
}

function redirectOrOk(token: string, json: boolean, cookie: string | null): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (cookie) headers.set("Set-Cookie", cookie);
  if (json) return new Response(null, { status: 204, headers });
  headers.set("Location", `/s/${token}`);
  return new Response(null, { status: 303, headers });
}

// A password form is a few hundred bytes; nothing larger is read.
const MAX_BODY_BYTES = 4096;

async function passwordOf(req: Request, json: boolean): Promise<string | null> {
  const text = await readBoundedText(req, MAX_BODY_BYTES);
  if (text === null) return null;
  if (!json) return new URLSearchParams(text).get("password");
  try {
    const parsed = unlockBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.password : null;
  } catch {
    return null;
  }
}
