"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { roleAllows } from "@/lib/auth/permissions";
import { currentItem, navFor } from "./nav-items";
import { useViewer } from "./viewer-context";

// A side list on wide screens; on a phone the list folds behind a "Menu"
// button that names the current page (CSS decides which, so the server
// render is the same for both) and closes again when an item is chosen.
export function SideNav() {
  const viewer = useViewer();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const items = navFor(viewer.kind).filter((item) => !item.needs || roleAllows(viewer.role, item.needs));
  const current = currentItem(items, pathname);
  return (
    <nav className="sidenav" aria-label="Portal" data-open={open} onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
      <button type="button" className="menu-toggle secondary" aria-expanded={open} aria-controls="portal-menu" onClick={() => setOpen(!open)}>
        <span aria-hidden="true" className="menu-icon" />
        <span>
          Menu{current ? <span className="menu-current">: {current.label}</span> : null}
        </span>
      </button>
      <ul id="portal-menu">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={item === current ? "page" : undefined} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
