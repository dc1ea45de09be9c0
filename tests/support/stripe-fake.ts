import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { TEST_ENV } from "../setup/test-env";

// A local stand-in for the few Stripe endpoints the service calls, for the
// real stripe SDK pointed at it with STRIPE_API_BASE. It records every
// request (form bodies flattened to Stripe's bracket keys, e.g.
// "automatic_tax[enabled]") and serves invoice PDFs. Tests drive it over a
// small control API under /__fake/ because they run in other processes.

export type RecordedRequest = {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | null;
  stripeVersion: string | null;
};

export type StripeFake = { url: string; close: () => Promise<void> };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify(body));
}

function stripeError(res: http.ServerResponse, status: number, message: string): void {
  send(res, status, { error: { type: "invalid_request_error", code: status === 404 ? "resource_missing" : undefined, message } });
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export function fakePdf(invoiceId: string): Buffer {
  return Buffer.from(`%PDF-1.7\n% invoice ${invoiceId}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`, "latin1");
}

export async function startStripeFake(): Promise<StripeFake> {
  const requests: RecordedRequest[] = [];
  const byIdempotencyKey = new Map<string, unknown>();
  const invoices = new Map<string, Record<string, unknown>>();
  const heldPdfs = new Map<string, (() => void)[]>();
  // Organisations for which Stripe is "unreachable": their requests (the
  // customer's creation names the organisation, later calls its customer)
  // lose the connection, as a network outage would, without disturbing the
  // tests of other organisations running beside them.
  const unreachable = new Set<string>();

  async function api(req: http.IncomingMessage, res: http.ServerResponse, path: string, raw: string) {
    if (req.headers.authorization !== `Bearer ${TEST_ENV.STRIPE_SECRET_KEY}`) {
      send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
      return;
    }
    const form = Object.fromEntries(new URLSearchParams(raw));
    if ([form["metadata[organizationId]"], form.customer].some((v) => v && unreachable.has(v))) {
      req.socket.destroy();
      return;
    }
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method: req.method ?? "GET", path, form, idempotencyKey, stripeVersion: (req.headers["stripe-version"] as string) ?? null });
    const replay = idempotencyKey ? byIdempotencyKey.get(`${path}:${idempotencyKey}`) : undefined;
    if (replay) return send(res, 200, replay);

    let body: unknown;
    if (req.method === "POST" && path === "/v1/customers") {
      body = { id: id("cus"), object: "customer", name: form.name ?? null, metadata: { organizationId: form["metadata[organizationId]"] } };
    } else if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const sessionId = id("cs_test");
      body = { id: sessionId, object: "checkout.session", mode: form.mode, customer: form.customer, url: `https://checkout.stripe.com/c/pay/${sessionId}` };
    } else if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      const sessionId = id("bps");
      body = { id: sessionId, object: "billing_portal.session", customer: form.customer, return_url: form.return_url, url: `https://billing.stripe.com/p/session/${sessionId}` };
    } else if (req.method === "GET" && path.startsWith("/v1/invoices/")) {
      const invoice = invoices.get(decodeURIComponent(path.slice("/v1/invoices/".length)));
      if (!invoice) return stripeError(res, 404, "No such invoice");
      body = invoice;
    } else {
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`);
    }
    if (idempotencyKey) byIdempotencyKey.set(`${path}:${idempotencyKey}`, body);
    send(res, 200, body);
  }

  // Invoice PDFs are public links at Stripe (no API key), as here.
  function pdf(res: http.ServerResponse, path: string, invoiceId: string) {
    requests.push({ method: "GET", path, form: {}, idempotencyKey: null, stripeVersion: null });
    const serve = () => {
      res.writeHead(200, { "content-type": "application/pdf" });
      res.end(fakePdf(invoiceId));
    };
    const waiting = heldPdfs.get(invoiceId);
    if (waiting) waiting.push(serve);
    else serve();
  }

  async function control(req: http.IncomingMessage, res: http.ServerResponse, path: string, raw: string) {
    const [, , resource, key, action] = path.split("/");
    if (resource === "requests") return send(res, 200, requests);
    if (resource === "unreachable" && key) {
      unreachable.add(decodeURIComponent(key));
      return send(res, 200, {});
    }
    if (resource === "invoices" && key && req.method === "PUT") {
      invoices.set(decodeURIComponent(key), JSON.parse(raw));
      return send(res, 200, {});
    }
    if (resource === "pdfs" && key && action === "hold") {
      heldPdfs.set(key, heldPdfs.get(key) ?? []);
      return send(res, 200, {});
    }
    if (resource === "pdfs" && key && action === "release") {
      const waiting = heldPdfs.get(key) ?? [];
      heldPdfs.delete(key);
      waiting.forEach((serve) => serve());
      return send(res, 200, { released: waiting.length });
    }
    stripeError(res, 404, "unknown control path");
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    readBody(req)
      .then((raw) => {
        if (path.startsWith("/__fake/")) return control(req, res, path, raw);
        const pdfMatch = /^\/files\/invoices\/([^/]+)\.pdf$/.exec(path);
        if (pdfMatch?.[1] && req.method === "GET") return pdf(res, path, decodeURIComponent(pdfMatch[1]));
        return api(req, res, path, raw);
      })
      .catch(() => stripeError(res, 500, "fake failure"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const waiting of heldPdfs.values()) waiting.forEach((serve) => serve());
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
