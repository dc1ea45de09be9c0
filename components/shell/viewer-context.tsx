"use client";
import { createContext, useContext } from "react";
import { roleAllows, type Permission } from "@/lib/auth/permissions";
import type { PortalViewer } from "@/lib/portal-session/portal-viewer";

const ViewerContext = createContext<PortalViewer | null>(null);
export const ViewerProvider = ViewerContext.Provider;

export function useViewer(): PortalViewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error("useViewer outside a portal layout");
  return viewer;
}

// Whether the signed-in role may do this: controls it may not use are not shown.
export function useCan(permission: Permission): boolean {
  return roleAllows(useViewer().role, permission);
}
