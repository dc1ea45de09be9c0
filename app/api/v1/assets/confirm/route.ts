import { preflight, route } from "@/lib/http/route";
import { confirmBody } from "@/lib/assets/schemas";
import { confirmUpload } from "@/lib/assets/confirm-upload";

// POST /api/v1/assets/confirm – check the uploaded object (stored size, leading bytes) and make the asset ready
export const POST = route({ summary: "Confirm an upload", tag: "Assets", permission: "assets:write", body: confirmBody }, ({ principal, body }) => confirmUpload(principal, body));
export const OPTIONS = preflight;
