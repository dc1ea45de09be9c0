import type { Page } from "../../core/pagination";
import { TEMPLATES, templateDocument } from ".";
import type { ChannelTemplateDocument } from "./template";

// A list like every other, on one page: the templates are built in.
export async function listChannelTemplates(): Promise<Page<ChannelTemplateDocument>> {
  return { items: [...TEMPLATES.values()].map(templateDocument), nextCursor: null };
}
