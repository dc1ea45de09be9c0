"use client";
export { PortalError as default } from "@/components/shell/portal-error";
