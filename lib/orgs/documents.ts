// Response bodies of the organisation endpoints, type-only so the portals can
// import them; the serializers return these types.
import type { OrgKind, Role, Tier } from "../db/generated/enums";

export type { OrgKind, Role, Tier };

export type OrganizationDocument = { id: string; name: string; kind: OrgKind; tier: Tier; createdAt: string };

export type SettingsDocument = { defaultLocale: string; enabledLocales: string[]; strictAttributes: boolean };
