import type { Permission } from "@/lib/auth/permissions";
import type { OrgKind } from "@/lib/portal-client/api-types";

type NavItem = { href: string; label: string; needs?: Permission };

// Each portal's navigation; an item whose permission the role lacks is not shown.
const PRODUCER: NavItem[] = [
  { href: "/producer", label: "Dashboard" },
  { href: "/producer/products", label: "Products" },
  { href: "/producer/imports", label: "Imports", needs: "products:write" },
  { href: "/producer/categories", label: "Categories" },
  { href: "/producer/attributes", label: "Attributes" },
  { href: "/producer/families", label: "Families" },
  { href: "/producer/assets", label: "Assets" },
  { href: "/producer/rendition-presets", label: "Rendition presets" },
  { href: "/producer/channels", label: "Channels" },
  { href: "/producer/brand-portals", label: "Brand portals" },
  { href: "/producer/share-links", label: "Share links" },
  { href: "/producer/connections", label: "Buyers" },
  { href: "/producer/members", label: "Members" },
  { href: "/producer/api-keys", label: "API keys", needs: "api-keys:manage" },
  { href: "/producer/webhooks", label: "Webhooks", needs: "settings:write" },
  { href: "/producer/billing", label: "Billing", needs: "billing:read" },
  { href: "/producer/notifications", label: "Notifications" },
  { href: "/producer/settings", label: "Settings", needs: "settings:write" },
];

const BUYER: NavItem[] = [
  { href: "/buyer", label: "Catalogue" },
  { href: "/buyer/connections", label: "Suppliers" },
  { href: "/buyer/members", label: "Members" },
  { href: "/buyer/api-keys", label: "API keys", needs: "api-keys:manage" },
  { href: "/buyer/billing", label: "Billing", needs: "billing:read" },
  { href: "/buyer/notifications", label: "Notifications" },
];

export function navFor(kind: OrgKind): NavItem[] {
  return kind === "buyer" ? BUYER : PRODUCER;
}

// The item a path belongs to: the longest href that prefixes it.
export function currentItem(items: NavItem[], pathname: string): NavItem | undefined {
  return items
    .filter((item) => pathname === item.href || pathname.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}
