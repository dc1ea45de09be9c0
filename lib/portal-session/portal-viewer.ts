import type { OrgKind, Role } from "@/lib/orgs/documents";

// Who is signed in, as the portal layouts read it on the server.
export type Membership = { organizationId: string; organizationName: string; kind: OrgKind; role: Role };
export type PortalViewer = {
  userId: string;
  name: string;
  email: string;
  organizationId: string;
  organizationName: string;
  kind: OrgKind;
  tier: string;
  role: Role;
  memberships: Membership[];
};
