"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { roleAllows } from "@/lib/auth/permissions";
import { currentItem, navFor } from "./nav-items";
import { useViewer } from "./viewer-context";

export function SideNav() {
  const viewer = useViewer();
  const pathname = usePathname();
  const items = navFor(viewer.kind).filter((item) => !item.needs || roleAllows(viewer.role, item.needs));
  const current = currentItem(items, pathname);
  return (
    <nav className="sidenav" aria-label="Portal">
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={item === current ? "page" : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
