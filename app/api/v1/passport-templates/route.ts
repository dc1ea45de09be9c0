import { preflight, route } from "@/lib/http/route";
import { createPassportTemplateBody } from "@/lib/passports/templates/template";
import { createPassportTemplate, listPassportTemplates } from "@/lib/passports/templates/read-templates";

// GET /api/v1/passport-templates – the built-in templates and the organisation's own
export const GET = route({ summary: "List passport templates", tag: "Passports", permission: "products:read" }, ({ principal }) => listPassportTemplates(principal));
// POST /api/v1/passport-templates – an organisation's own template
export const POST = route({ summary: "Create a passport template", tag: "Passports", permission: "products:write", body: createPassportTemplateBody, status: 201 }, ({ principal, body }) =>
  createPassportTemplate(principal, body),
);
export const OPTIONS = preflight;
