// What the API's wrapper (route.ts) reads of a request and gives back, apart
// from the Web Request and Response around them: the front server
// (server/api-routes.ts) calls the wrapper with Node's request head and
// writes the answer to Node's response itself.

// A request's method, URL and headers. A Web Request is one; the front
// server passes Node's request head instead, and a Web Request is made only
// when something asks for it (a body to parse, a handler that reads ctx.req).
export type RequestHead = { method: string; url: string; headers: Pick<Headers, "get"> };

// What a handler answered, before it is a Response: a JSON body (or none)
// is kept as text, so the front server writes it without a Web body stream
// in between. A handler's own Response stays as it is.
export type Answer = Response | { status: number; headers: Headers; body: string | null };

export type RouteParamValues = Record<string, string | string[] | undefined>;

// The wrapper without the Web Request and Response around it.
// The params come as they are from the front server, and as Next.js's promise otherwise.
export type AnswerRequest = (head: RequestHead, params: RouteParamValues | Promise<RouteParamValues>, webRequest: () => Request) => Promise<Answer>;
