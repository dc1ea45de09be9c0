import type { Principal } from "../auth/principal";

// Every query of tenant data starts from here, so the organisation filter
// cannot be forgotten: another tenant's id simply matches nothing (404).
export function ownedBy(principal: Principal): { organizationId: string } {
  return { organizationId: principal.organizationId };
}
