// Every query of tenant data is scoped here, so the organisation filter
// cannot be forgotten or written by hand: another tenant's id simply matches
// nothing (404). Lint (scripts/lint/tenant-scope.mjs) refuses a query of a
// tenant table whose where does not spread one of these, and any inline
// `organizationId` in a where, data, create or update.

type Owner = { organizationId: string };

// The usual case: the owner is anything that carries its organisation (a
// principal, an invitation, a run's event, a row already read).
function ownedByOwner(owner: Owner): { organizationId: string } {
  return { organizationId: owner.organizationId };
}

export const ownedBy = Object.assign(ownedByOwner, {
  // Work that holds an organisation's id rather than an owner (a background
  // job, a webhook mapped to its organisation, a newly created organisation).
  organization: (organizationId: string): { organizationId: string } => ({ organizationId }),

  // Reads across several organisations the caller may see: a buyer's
  // connected suppliers.
  organizations: (organizationIds: readonly string[]): { organizationId: { in: string[] } } => ({
    organizationId: { in: [...organizationIds] },
  }),

  // No organisation filter, on purpose: platform-wide maintenance (expiry
  // sweeps), and rows found by a key that only their owner was given (a
  // job's own row by its id from the outbox, an invitation's token hash, a
  // payment provider's id). Each use says which in a comment.
  anyOrganization: (): Record<string, never> => ({}),
});
