import { describe, expect, it } from "vitest";
import { RequestContext } from "./handler-context";

describe("a handler's context", () => {
  const fields = { requestId: "r1", principal: { id: "p" }, params: { id: "x" }, query: {}, body: undefined, clientAddress: "127.0.0.1", headers: new Headers() };

  it("makes the Web Request only when req is read, each time from the request's own maker", () => {
    let made = 0;
    const request = new Request("http://localhost/api/v1/products");
    const context = new RequestContext(() => {
      made += 1;
      return request;
    }, fields);
    expect(made).toBe(0);
    expect(context.req).toBe(request);
    expect(made).toBe(1);
    expect(context).toMatchObject(fields);
  });

  it("reads req through its class, with no getter of its own on each context", () => {
    const context = new RequestContext(() => new Request("http://localhost/"), fields);
    expect(Object.getOwnPropertyDescriptor(context, "req")).toBeUndefined();
    expect(typeof Object.getOwnPropertyDescriptor(RequestContext.prototype, "req")?.get).toBe("function");
    const { req } = context;
    expect(req).toBeInstanceOf(Request);
  });
});
