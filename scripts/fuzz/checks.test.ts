import { describe, expect, it } from "vitest";
import { makeChecker, type Answer } from "./checks";
import { operationsOf, type ApiDocument } from "./document";

// Each check fails on the answer it is there to catch.
const doc: ApiDocument = {
  paths: {
    "/api/v1/things": {
      get: {
        security: [{ apiKey: [] }],
        responses: {
          "200": { description: "A thing", content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } },
          "401": { $ref: "#/components/responses/Error401" },
        },
      },
    },
  },
  components: {
    schemas: { Thing: { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false } },
    responses: { Error401: { description: "No credential", content: { "application/json": { schema: { type: "object" } } } } },
  },
};
const [op] = operationsOf(doc);
const check = makeChecker(doc);
const failures = (answer: Answer, credential: "api key" | "no credential" = "api key") =>
  check(op!, credential, answer)
    .filter((o) => o.failure)
    .map((o) => o.check);
const json = (status: number, body: unknown): Answer => ({ status, contentType: "application/json; charset=utf-8", text: JSON.stringify(body) });

describe("the fuzzing checks", () => {
  it("pass an answer the document describes", () => {
    expect(failures(json(200, { id: "a" }))).toEqual([]);
    expect(failures(json(401, { error: {} }), "no credential")).toEqual([]);
  });

  it("catch a server error, an undocumented status, a wrong type and a wrong body", () => {
    expect(failures(json(500, {}))).toEqual(["not_a_server_error", "status_code_conformance"]);
    expect(failures(json(409, {}))).toEqual(["status_code_conformance"]);
    expect(failures({ status: 200, contentType: "text/html", text: "<p>" })).toEqual(["content_type_conformance"]);
    expect(failures(json(200, { id: 1, extra: true }))).toEqual(["response_schema_conformance"]);
    expect(failures({ status: 200, contentType: "application/json", text: "{" })).toEqual(["response_schema_conformance"]);
  });

  it("catch an authenticated operation answering without a working credential", () => {
    expect(failures(json(200, { id: "a" }), "no credential")).toEqual(["ignored_auth"]);
  });

  it("catch a request the document refuses answered with a success", () => {
    const refused = (answer: Answer) => check(op!, "api key", answer, "body: null").filter((o) => o.failure).map((o) => o.check);
    expect(refused(json(200, { id: "a" }))).toEqual(["negative_data_rejection"]);
    expect(refused(json(401, {}))).toEqual([]);
  });
});
