import { z } from "zod";
import { authenticateCounted } from "../auth/authenticate";
import { authorize, type AccessRule } from "../auth/authorize";
import type { Principal } from "../core/principal";
import { readJson } from "./body";
import { clientAddress } from "./client-address";
import { CORS_HEADERS, PREFLIGHT_HEADERS } from "./cors";
import { errorResponse, toAppError } from "./error-response";
import { AppError, notFound } from "../core/errors";
import { limitAuthAttempt, limitPrincipal, rateLimitHeaders } from "./limits";
import { principalBudget } from "./rate-limit-store";
import { windowOf } from "./rate-limit";
import { requestIdFrom } from "./request-id";
import { unsafeTextDetails } from "./safe-text";
import { log } from "../core/log";
import { env } from "../config/env";
import { NativeDate } from "../core/native-date";
import { afterAuthenticated, settleRefusal } from "./request-hooks";
import type { ApiTag } from "./api-tags";
import { runWithWriteContext } from "../db/write-context";
import { requestWriteContext } from "../history/write-contexts";
import type { Answer, AnswerRequest, RouteParamValues } from "./answer";
import { AnswerHeaders } from "./answer-headers";
import { RequestContext, type HandlerContext } from "./handler-context";

type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.infer<S> : undefined;
type NextContext = { params: Promise<RouteParamValues> };

type Options<PS, QS, BS> = AccessRule & {
  params?: PS;
  query?: QS;
  body?: BS;
  status?: number;
  // "client": sign-up, login, refresh and invitation acceptance, counted per client address.
  rateLimit?: "principal" | "client";
} & Naming;

// How the API's description names an operation: a short summary and the
// group it is listed under (api-tags.ts). Every /api/v1 route gives both
// (lib/openapi/document.test.ts); routes outside the document need neither.
type Naming = { summary?: string; tag?: ApiTag };

// What a handler declares, attached to it so lib/openapi can describe the
// route without running it: the same schemas that parse the request.
export type RouteDescription = AccessRule & {
  isPublic: boolean;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  status: number;
  rateLimit?: "principal" | "client";
} & Naming;

export type DescribedHandler = ((req: Request, next: NextContext) => Promise<Response>) & { description: RouteDescription; answer: AnswerRequest };

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

function searchParamsObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of url.searchParams) out[name] ??= value;
  return out;
}

function setHeaders(headers: Headers, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) headers.set(name, value);
}

function safeInput<T>(input: T): T {
  const details = unsafeTextDetails(input);
  if (details.length > 0) throw new AppError("VALIDATION_FAILED", "The request is not valid.", details);
  return input;
}

// No body at all counts as an empty object; a JSON null is a value like
// [] or 0, and the schema refuses it.
async function bodyOf(req: Request): Promise<unknown> {
  const json = await readJson(req);
  return json === undefined ? {} : json;
}

function answerOf(result: unknown, status: number, headers: Headers): Answer {
  if (result instanceof Response) {
    headers.forEach((value, name) => result.headers.set(name, value));
    return result;
  }
  if (result === undefined) return { status: 204, headers, body: null };
  headers.set("Content-Type", "application/json");
  return { status, headers, body: JSON.stringify(result) };
}

function responseOf(answer: Answer): Response {
  return answer instanceof Response ? answer : new Response(answer.body, { status: answer.status, headers: answer.headers });
}

function build<PS extends Schema | undefined, QS extends Schema | undefined, BS extends Schema | undefined, Auth>(
  isPublic: boolean,
  options: Options<PS, QS, BS>,
  handler: (ctx: HandlerContext<Infer<PS>, Infer<QS>, Infer<BS>, Auth>) => Promise<unknown>,
): DescribedHandler {
  const answer: AnswerRequest = async (req, paramsOf, webRequest) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers.get("x-request-id"));
    const headers = new AnswerHeaders(CORS_HEADERS);
    headers.set("X-Request-ID", requestId);
    const url = new URL(req.url);
    let principal: Principal | undefined;
    let answered: Answer;
    try {
      const address = clientAddress(req.headers);
      if (options.rateLimit === "client") setHeaders(headers, rateLimitHeaders(await limitAuthAttempt(address)));
      if (!isPublic) {
        const window = windowOf(NativeDate.now());
        const { principal: found, hits } = await authenticateCounted(req.headers, principalBudget(window, env().RATE_LIMIT_PER_MINUTE));
        principal = found;
        if (principal.sandbox) headers.set("X-Service-Sandbox", "true");
        const decision = limitPrincipal(principal, hits === null ? null : { hits, window });
        setHeaders(headers, rateLimitHeaders(decision instanceof Promise ? await decision : decision));
        authorize(principal, req.method, options);
      }
      // A malformed id cannot name a record, so it is a 404 like any unknown id.
      const rawParams = options.params ? (paramsOf instanceof Promise ? await paramsOf : paramsOf) : undefined;
      const params = options.params ? options.params.safeParse(rawParams) : undefined;
      if ((params && !params.success) || unsafeTextDetails(rawParams).length > 0) throw notFound();
      const query = options.query ? options.query.parse(safeInput(searchParamsObject(url))) : undefined;
      const body = options.body ? options.body.parse(safeInput(await bodyOf(webRequest()))) : undefined;
      const context = new RequestContext<Infer<PS>, Infer<QS>, Infer<BS>, Auth>(webRequest, {
        requestId,
        principal: principal as Auth,
        params: params?.data as Infer<PS>,
        query: query as Infer<QS>,
        body: body as Infer<BS>,
        clientAddress: address,
        headers,
      });
      // Writes say who made them (product history); reads need not pay for it.
      const result = await (principal && !READS.has(req.method) ? runWithWriteContext(requestWriteContext(principal), () => handler(context)) : handler(context));
      answered = answerOf(result, options.status ?? 200, headers);
    } catch (err) {
      await settleRefusal(err);
      answered = errorResponse(toAppError(err, requestId), requestId, headers);
    }
    const after = principal && afterAuthenticated({ principal, method: req.method, path: url.pathname, requestId, status: answered.status, headers: answered.headers });
    if (after) await after;
    // The line is built only when it is written (LOG_LEVEL info or lower).
    if (log.isLevelEnabled("info")) {
      log.info(
        { requestId, method: req.method, path: url.pathname, status: answered.status, ms: Math.round((performance.now() - started) * 10) / 10, org: principal?.organizationId },
        "request",
      );
    }
    return answered;
  };
  const handle = async (req: Request, next: NextContext): Promise<Response> => responseOf(await answer(req, next.params, () => req));
  const { params, query, body, status, ...rest } = options;
  const description: RouteDescription = { ...rest, isPublic, params, query, body, status: status ?? 200 };
  return Object.assign(handle, { description, answer });
}

// An authenticated /api/v1 handler: request id, principal, sandbox, scope or
// role, rate limit, zod parsing and the API's errors, in that order.
export function route<PS extends Schema | undefined = undefined, QS extends Schema | undefined = undefined, BS extends Schema | undefined = undefined>(
  options: Options<PS, QS, BS>,
  handler: (ctx: HandlerContext<Infer<PS>, Infer<QS>, Infer<BS>, Principal>) => Promise<unknown>,
) {
  return build<PS, QS, BS, Principal>(false, options, handler);
}

// A handler that needs no credential (sign-up, login, health).
export function publicRoute<PS extends Schema | undefined = undefined, QS extends Schema | undefined = undefined, BS extends Schema | undefined = undefined>(
  options: Omit<Options<PS, QS, BS>, keyof AccessRule>,
  handler: (ctx: HandlerContext<Infer<PS>, Infer<QS>, Infer<BS>, undefined>) => Promise<unknown>,
) {
  return build<PS, QS, BS, undefined>(true, options, handler);
}

// CORS preflight for every /api/v1 route file.
export async function preflight(req: Request): Promise<Response> {
  const headers = new Headers(PREFLIGHT_HEADERS);
  headers.set("X-Request-ID", requestIdFrom(req.headers.get("x-request-id")));
  return new Response(null, { status: 204, headers });
}

// Unknown /api/v1 paths: every /api/v1 request must be authenticated (docs/api.md, "Conventions"),
// so a credential is checked (and a sandbox mutation refused) before the 404.
export const unknownRoute = route({}, async () => {
  throw new AppError("NOT_FOUND", "No such endpoint.");
});
