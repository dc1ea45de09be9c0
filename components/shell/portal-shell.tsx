"use client";
import Link from "next/link";
import type { ReactNode } from "react";
import { EntitlementBanner } from "./entitlement-banner";
import { OrgSwitcher } from "./org-switcher";
import { SideNav } from "./side-nav";
import { SignOutButton } from "./sign-out-button";
import { useViewer } from "./viewer-context";

export function PortalShell({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <Link className="brand-mark" href="/">
          PIS · {viewer.kind === "buyer" ? "Buyer portal" : "Producer portal"}
        </Link>
        <div className="topbar-end">
          <OrgSwitcher />
          <span className="small muted" title={viewer.email}>
            {viewer.name} ({viewer.role})
          </span>
          <SignOutButton />
        </div>
      </header>
      <div className="shell-body">
        <SideNav />
        <main id="main" className="content" tabIndex={-1}>
          <EntitlementBanner />
          {children}
        </main>
      </div>
    </div>
  );
}
