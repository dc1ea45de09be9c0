// An audit event as the API answers it; the type is the z.infer of the
// schema (one source for the serializer, the OpenAPI document and the
// portals); browser-safe.
import { z } from "zod";

// Who acted: a user, an API key (by its visible prefix), or the service itself.
export const auditActor = z.discriminatedUnion("type", [
  z.object({ type: z.literal("user"), userId: z.string() }),
  z.object({ type: z.literal("apiKey"), keyPrefix: z.string() }),
  z.object({ type: z.literal("system") }),
]);

export const auditEventDocument = z.object({
  id: z.string(),
  action: z.string(),
  actor: auditActor,
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  requestId: z.string().nullable(),
  // What the action recorded beside it, as stored (any JSON, or null).
  metadata: z.unknown(),
  createdAt: z.string(),
});
export type AuditEventDocument = z.infer<typeof auditEventDocument>;
