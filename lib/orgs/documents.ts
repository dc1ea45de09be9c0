// Response bodies of the organisation endpoints. Each type is the z.infer of
// its schema (one source for the serializers, the OpenAPI document and the
// portals); browser-safe.
import { z } from "zod";
import { OrgKind, Tier, type Role } from "../db/generated/enums";

export type { OrgKind, Role, Tier };

export const organizationDocument = z.object({ id: z.string(), name: z.string(), kind: z.enum(OrgKind), tier: z.enum(Tier), createdAt: z.string() });
export type OrganizationDocument = z.infer<typeof organizationDocument>;

export const settingsDocument = z.object({ defaultLocale: z.string(), enabledLocales: z.array(z.string()), strictAttributes: z.boolean() });
export type SettingsDocument = z.infer<typeof settingsDocument>;

// A new supplier's first steps, each ticked from its own data (GET /api/v1/organization/onboarding).
export const ONBOARDING_STEPS = ["product", "image", "complete", "channel", "buyer", "brandPortal"] as const;
export const onboardingDocument = z.object({
  steps: z.array(z.object({ code: z.enum(ONBOARDING_STEPS), done: z.boolean() })),
  done: z.number().int(),
  total: z.number().int(),
});
export type OnboardingDocument = z.infer<typeof onboardingDocument>;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
