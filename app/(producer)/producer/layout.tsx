import type { ReactNode } from "react";
import { requireViewer } from "@/lib/portal-session/require-viewer";
import { PortalProviders } from "@/components/shell/portal-providers";
import { PortalShell } from "@/components/shell/portal-shell";

// Suppliers only; everyone else is sent to their own portal or to sign in.
export default async function ProducerLayout({ children }: { children: ReactNode }) {
  const { viewer, session } = await requireViewer("supplier", "/producer");
  return (
    <PortalProviders session={session} viewer={viewer}>
      <PortalShell>{children}</PortalShell>
    </PortalProviders>
  );
}
