import { useQuery } from "@tanstack/react-query";
import type { FamilyDocument } from "@/lib/catalog/documents";
import { keys } from "../keys";
import { allPages } from "./paged";

// A product's family adds its required attributes to the category's.
export const useFamilies = () => useQuery({ queryKey: keys.families(), queryFn: ({ signal }) => allPages<FamilyDocument>("/api/v1/families", signal) });
