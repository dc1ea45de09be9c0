// A membership as the API answers it, type-only so the portals can import it.
import type { Role } from "../db/generated/enums";

export type MemberDocument = { userId: string; email: string; name: string; role: Role; createdAt: string };
