import type { ReactNode } from "react";
import { requireViewer } from "@/lib/portal-session/require-viewer";
import { PortalProviders } from "@/components/shell/portal-providers";
import { PortalShell } from "@/components/shell/portal-shell";

// Buyers only; everyone else is sent to their own portal or to sign in.
export default async function BuyerLayout({ children }: { children: ReactNode }) {
  const { viewer, session } = await requireViewer("buyer", "/buyer");
  return (
    <PortalProviders session={session} viewer={viewer}>
      <PortalShell>{children}</PortalShell>
    </PortalProviders>
  );
}
