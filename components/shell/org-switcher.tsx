"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useViewer } from "./viewer-context";

// Switching organisation is a new sign-in with organizationId: the session,
// and so the API token, is bound to one organisation.
export function OrgSwitcher() {
  const viewer = useViewer();
  const router = useRouter();
  const [target, setTarget] = useState(viewer.organizationId);
  if (viewer.memberships.length < 2) return <span className="muted">{viewer.organizationName}</span>;
  function switchOrg(e: React.FormEvent) {
    e.preventDefault();
    const membership = viewer.memberships.find((m) => m.organizationId === target);
    if (!membership || membership.organizationId === viewer.organizationId) return;
    const params = new URLSearchParams({ organizationId: membership.organizationId, org: membership.organizationName, email: viewer.email });
    router.push(`/login?${params}`);
  }
  return (
    <form onSubmit={switchOrg} className="button-row">
      <label htmlFor="org-switcher" className="visually-hidden">
        Organisation
      </label>
      <select id="org-switcher" value={target} onChange={(e) => setTarget(e.target.value)}>
        {viewer.memberships.map((m) => (
          <option key={m.organizationId} value={m.organizationId}>
            {m.organizationName} ({m.kind}, {m.role})
          </option>
        ))}
      </select>
      <button type="submit" className="secondary" disabled={target === viewer.organizationId}>
        Switch
      </button>
    </form>
  );
}
