// Every query of tenant data is scoped here, so the organisation filter
// cannot be forgotten or written by hand: another tenant's id simply matches
// nothing (404). The owner is anything that carries its organisation (a
// principal, an invitation, a run's event): lint refuses an inline
// `organizationId: x.organizationId` anywhere else (eslint.config.mjs).
export function ownedBy(owner: { organizationId: string }): { organizationId: string } {
  return { organizationId: owner.organizationId };
}
