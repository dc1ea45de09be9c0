import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { documentedResponse, type ApiDocument, type Operation } from "./document";

// Checks of Schemathesis, by its names, the stage applies to every answer:
// the five of the stage's brief, and negative_data_rejection, which would
// have caught a JSON null taken for an empty body.
export const CHECKS = [
  "not_a_server_error",
  "status_code_conformance",
  "content_type_conformance",
  "response_schema_conformance",
  "ignored_auth",
  "negative_data_rejection",
] as const;
export type CheckName = (typeof CHECKS)[number];
export type Outcome = { check: CheckName; failure?: string };

export type Answer = { status: number; contentType: string; text: string };
// Why the request was sent without a working credential, when it was.
export type Credential = "api key" | "bearer" | "none" | "no credential" | "garbage credential";

const JSON_TYPE = /^application\/(.+\+)?json$/;

function mediaType(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

export function makeChecker(doc: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const validators = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: object) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: doc.components });
      validators.set(key, validate);
    }
    return validate;
  };

  function schemaOutcome(op: Operation, answer: Answer, type: string): Outcome | null {
    const schema = documentedResponse(doc, op, answer.status)?.content?.[type]?.schema;
    if (!schema || !JSON_TYPE.test(type)) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return { check: "response_schema_conformance", failure: "the body is not JSON" };
    }
    const validate = validator(`${op.key} ${answer.status} ${type}`, schema);
    if (validate(body)) return { check: "response_schema_conformance" };
    const problems = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
    return { check: "response_schema_conformance", failure: problems.join("; ") };
  }

  // The outcome of each check that applies to this answer; `broken` says
  // how the request breaks the document, when it does.
  return function check(op: Operation, credential: Credential, answer: Answer, broken?: string): Outcome[] {
    const out: Outcome[] = [{ check: "not_a_server_error", failure: answer.status >= 500 ? `a ${answer.status}` : undefined }];
    if (broken) out.push({ check: "negative_data_rejection", failure: answer.status < 300 ? `${answer.status} to a request the document refuses (${broken})` : undefined });
    if (credential === "no credential" || credential === "garbage credential") {
      out.push({ check: "ignored_auth", failure: answer.status === 401 ? undefined : `${answer.status} without a working credential` });
    }
    const documented = documentedResponse(doc, op, answer.status);
    out.push({ check: "status_code_conformance", failure: documented ? undefined : `${answer.status} is not one of ${Object.keys(op.responses).join(", ")}` });
    if (!documented?.content) return out;
    const type = mediaType(answer.contentType);
    const listed = Object.keys(documented.content);
    out.push({ check: "content_type_conformance", failure: listed.includes(type) ? undefined : `Content-Type "${answer.contentType}" is not one of ${listed.join(", ")}` });
    const schema = listed.includes(type) ? schemaOutcome(op, answer, type) : null;
    if (schema) out.push(schema);
    return out;
  };
}
