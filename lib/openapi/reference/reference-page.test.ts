import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { API_TAGS } from "../../http/api-tags";
import { openApiDocument } from "../openapi";
import { referencePage, type OpenApiDocument } from "./reference-page";
import { schemaHtml } from "./schema-html";

const doc = openApiDocument() as OpenApiDocument;
const page = referencePage(doc);
const { document } = parseHTML(page);

describe("the API reference page", () => {
  it("lists the groups in the document's tag order, each with its operations, and no script", () => {
    expect([...document.querySelectorAll("details.group h3")].map((h) => h.textContent)).toEqual(API_TAGS.map((t) => t.name));
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => `operation-${op.operationId}`));
    expect([...document.querySelectorAll("details.group details.operation")].map((d) => d.id).sort()).toEqual(ids.sort());
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(page.length).toBeLessThan(2_000_000);
  });

  it("shows an operation's credential, parameters, request body and responses", () => {
    const signup = document.getElementById("operation-postPublicSignup")!;
    expect(signup.querySelector("summary")!.textContent).toBe("POST/api/v1/public/signupSign up a new organisation");
    expect(signup.querySelector(".credential")).toBeNull();
    expect(signup.querySelector(".operation-body > p")!.textContent).toBe("No credential.");
    expect([...signup.querySelectorAll("code.prop")].map((c) => c.textContent)).toEqual(["organizationName", "organizationKind", "email", "password", "name"]);
    expect(signup.textContent).toContain(`one of "supplier", "buyer"`);
    expect([...signup.querySelectorAll(".status")].map((s) => s.textContent)).toEqual(["201", "400", "409", "413", "422", "429", "500"]);
    const list = document.getElementById("operation-getProducts")!;
    expect(list.querySelector(".credential")!.textContent).toBe("Credential: an API key (X-API-Key) or a bearer token.");
    expect(list.querySelector("table")!.textContent).toContain("1 to 200; default 50");
  });

  it("links every named schema to its entry, and has each event under Webhooks", () => {
    const targets = new Set([...document.querySelectorAll("[id]")].map((e) => e.id));
    const links = [...document.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute("href")!.slice(1));
    expect(links.length).toBeGreaterThan(100);
    expect(links.filter((id) => !targets.has(id))).toEqual([]);
    expect(document.querySelectorAll("details.component")).toHaveLength(Object.keys(doc.components.schemas).length);
    const webhooks = document.getElementById("webhooks")!.parentElement!;
    expect(webhooks.querySelectorAll("details.operation")).toHaveLength(Object.keys(doc.webhooks!).length);
  });
});

describe("schemaHtml", () => {
  it("writes a nullable, an enum, an array of objects and a reference in words", () => {
    const html = schemaHtml({
      type: "object",
      required: ["tags"],
      properties: {
        note: { anyOf: [{ type: "string", maxLength: 10 }, { type: "null" }], description: "A `note`" },
        tags: { type: "array", items: { type: "object", properties: { code: { type: "string", enum: ["a", "b"] } } } },
        owner: { $ref: "#/components/schemas/User" },
      },
    });
    const { document: d } = parseHTML(`<div>${html}</div>`);
    const items = [...d.querySelectorAll("ul.props > li")].map((li) => li.textContent);
    expect(items[0]).toBe("note string or null at most 10 charactersA note");
    expect(items[1]).toBe(`tags array of object requiredcode string one of "a", "b"`);
    expect(d.querySelector('a[href="#schema-User"]')!.textContent).toBe("User");
  });

  it("escapes what the document's texts hold, and leaves out the NUL ban it states once", () => {
    const html = schemaHtml({ type: "string", description: "<script>alert(1)</script> & `<Item>Page`", pattern: "^[^\\u0000]*$" });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; <code>&lt;Item&gt;Page</code>");
    expect(html).not.toContain("matches");
    expect(schemaHtml({ type: "string", pattern: "^(?=[^\\u0000]*$)[a-z]+$" })).toContain("matches <code>^[a-z]+$</code>");
  });
});
