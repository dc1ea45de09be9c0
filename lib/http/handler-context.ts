// What a route handler is given (lib/http/route.ts).
export type HandlerContext<P, Q, B, Auth> = {
  req: Request;
  requestId: string;
  principal: Auth;
  params: P;
  query: Q;
  body: B;
  clientAddress: string;
  // Headers added to whatever the handler returns (e.g. Set-Cookie).
  headers: Headers;
};

type Fields<P, Q, B, Auth> = Omit<HandlerContext<P, Q, B, Auth>, "req">;

// The Web Request is made only when a handler reads `req`: a GET answered
// from Node's request head never builds one. The getter is the class's, not
// an object literal's: V8 makes a literal's getter pair in the old
// generation on every evaluation, and that pair, dead once the request was
// answered, kept the getter's closure and through it the whole request alive
// across young-generation collections until the next full one. On a product
// read a thirteenth of all the memory a request used was promoted that way,
// and every young collection paused for 5 ms instead of 2.5
// (docs/architecture.md, "How close to the stack's floor").
export class RequestContext<P, Q, B, Auth> implements HandlerContext<P, Q, B, Auth> {
  readonly requestId: string;
  readonly principal: Auth;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly clientAddress: string;
  readonly headers: Headers;
  private readonly webRequest: () => Request;

  constructor(webRequest: () => Request, fields: Fields<P, Q, B, Auth>) {
    this.webRequest = webRequest;
    this.requestId = fields.requestId;
    this.principal = fields.principal;
    this.params = fields.params;
    this.query = fields.query;
    this.body = fields.body;
    this.clientAddress = fields.clientAddress;
    this.headers = fields.headers;
  }

  get req(): Request {
    return this.webRequest();
  }
}
