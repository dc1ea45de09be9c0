import { preflight, route } from "@/lib/http/route";
import { uploadUrlBody } from "@/lib/assets/schemas";
import { createUpload } from "@/lib/assets/create-upload";

// POST /api/v1/assets/upload-url – a pending asset and a presigned PUT to the object store
export const POST = route({ summary: "Start an upload", tag: "Assets", permission: "assets:write", body: uploadUrlBody, status: 201 }, ({ principal, body }) =>
  createUpload(principal, body),
);
export const OPTIONS = preflight;
