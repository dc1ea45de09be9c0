import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { externalUploadBody } from "@/lib/billing/schemas";
import { createExternalInvoiceUpload } from "@/lib/billing/invoices/external-invoices";

// POST /api/v1/admin/orgs/{id}/invoices/upload-url – presigned upload for an externally issued invoice
export const POST = route(
  { summary: "Start an external invoice upload", tag: "Platform administration", tiers: ["platform"], permission: "billing:create", params: idParams, body: externalUploadBody, status: 201 },
  ({ params }) => createExternalInvoiceUpload(params.id),
);
export const OPTIONS = preflight;
