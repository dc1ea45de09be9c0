"use client";
import type { FilterNames } from "@/lib/portal-client/share-links";
import { attributeLabel } from "@/lib/portal-client/attribute-search";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useAttributes } from "@/lib/portal-client/hooks/use-attributes";
import { useCategories } from "@/lib/portal-client/hooks/use-categories";
import { useChannels } from "@/lib/portal-client/hooks/use-channels";
import { useFamilies } from "@/lib/portal-client/hooks/use-families";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";

// The dictionary's names for a filter's codes and ids, in the supplier's
// default language, so a shared filter reads as the grid shows it.
export function useFilterNames(): FilterNames {
  const locale = useSettings().data?.defaultLocale ?? "en";
  const families = useFamilies().data ?? [];
  const categories = useCategories().data ?? [];
  const attributes = useAttributes().data ?? [];
  const channels = itemsOf(useChannels().data);
  return {
    family: (code) => families.find((f) => f.code === code)?.labels[locale],
    category: (id) => categories.find((c) => c.id === id)?.name,
    attribute: (code) => {
      const a = attributes.find((x) => x.code === code);
      return a ? attributeLabel(a, locale) : undefined;
    },
    option: (code, option) => attributes.find((x) => x.code === code)?.options.find((o) => o.code === option)?.labels[locale],
    channel: (id) => channels.find((c) => c.id === id)?.name,
  };
}
