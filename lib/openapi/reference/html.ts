import { escape } from "html-escaper";

// Text and attribute values written into the reference's HTML. The
// document's texts are ours, but a description may hold `<Item>` or "&".
export const escapeHtml: (text: string) => string = escape;

// A description as HTML: paragraphs at blank lines, `code` spans as <code>.
// The document's descriptions use no other markdown.
export function proseHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((para) => `<p>${escapeHtml(para.trim()).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>`)
    .join("");
}

// An id for an anchor from a name that may hold spaces ("Organisation and
// members" → "Organisation_and_members").
export function anchorOf(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/[^A-Za-z0-9_-]+/g, "_")}`;
}
