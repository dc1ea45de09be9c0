import type { z } from "zod";
import type { bulkActionBody } from "@/lib/bulk-actions/schemas";
import { valueOf, type Draft } from "./typed-values";

// The grid's bulk edit (docs/api.md, "Bulk actions"): which products, which
// change, and the body of POST /api/v1/products/bulk-actions it makes.

export type BulkBody = z.input<typeof bulkActionBody>;
export type BulkAction = BulkBody["action"];

// The products an action takes: rows ticked, or every product the grid's
// filters match (counted beforehand with withTotal).
export type Selection = { kind: "ids"; ids: string[] } | { kind: "filter"; filter: Record<string, string>; total: number };
export const selectionCount = (s: Selection) => (s.kind === "ids" ? s.ids.length : s.total);

export const ACTIONS: { value: BulkAction; label: string }[] = [
  { value: "setStatus", label: "Set status" },
  { value: "setAttribute", label: "Set attribute" },
  { value: "clearAttribute", label: "Clear attribute" },
  { value: "setCategory", label: "Set category" },
  { value: "addTags", label: "Add tags" },
  { value: "removeTags", label: "Remove tags" },
  { value: "setFamily", label: "Set family" },
  { value: "delete", label: "Delete" },
];

// What the bar has chosen: the action, its plain value (status, category,
// family, tags), or the attribute, its typed draft and a locale.
export type BulkChoice = { action: BulkAction; value: string; code: string; draft: Draft | null; locale: string };

const productsOf = (s: Selection) => (s.kind === "ids" ? { productIds: s.ids } : { selection: { filter: s.filter } });

// The body to send, or why it cannot be sent yet.
export function bulkBodyOf(choice: BulkChoice, selection: Selection): { body: BulkBody } | { problem: string } {
  const products = productsOf(selection);
  const { action, value } = choice;
  const tags = value
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  const locale = choice.locale || undefined;
  switch (action) {
    case "setStatus":
      return { body: { action, ...products, status: value as "draft" | "active" | "archived" } };
    case "setCategory":
      return { body: { action, ...products, categoryId: value || null } };
    case "setFamily":
      return { body: { action, ...products, familyCode: value || null } };
    case "addTags":
    case "removeTags":
      return tags.length ? { body: { action, ...products, tags } } : { problem: "Give at least one tag." };
    case "delete":
      return { body: { action, ...products } };
    case "clearAttribute":
      return choice.code ? { body: { action, ...products, code: choice.code, locale } } : { problem: "Choose an attribute." };
    case "setAttribute": {
      if (!choice.code || !choice.draft) return { problem: "Choose an attribute." };
      const converted = valueOf(choice.draft);
      if (!converted.ok) return { problem: converted.message };
      if (converted.value === null) return { problem: "Give a value; Clear attribute removes one." };
      return { body: { action, ...products, code: choice.code, value: converted.value as Extract<BulkBody, { action: "setAttribute" }>["value"], locale } };
    }
  }
}

// The confirmation's question: the change and how many products it takes.
export function confirmationOf(choice: Pick<BulkChoice, "action">, name: string, count: number): string {
  const products = `${count.toLocaleString("en-GB")} product${count === 1 ? "" : "s"}`;
  switch (choice.action) {
    case "delete":
      return `Delete ${products}? This cannot be undone.`;
    case "setAttribute":
      return `Set ${name} on ${products}?`;
    case "clearAttribute":
      return `Clear ${name} on ${products}?`;
    case "addTags":
      return `Add the tags to ${products}?`;
    case "removeTags":
      return `Remove the tags from ${products}?`;
    default:
      return `${ACTIONS.find((a) => a.value === choice.action)!.label} on ${products}?`;
  }
}
