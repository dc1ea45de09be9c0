import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createFamilyBody, updateFamilyBody } from "@/lib/catalog/families/schemas";
import type { FamilyDocument } from "@/lib/catalog/documents";
import { api } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

// A product's family adds its required attributes to the category's.
export const useFamilies = () => useQuery({ queryKey: keys.families(), queryFn: ({ signal }) => allPages<FamilyDocument>("/api/v1/families", signal) });

// A family's required attributes count in its products' completeness.
const useFamilyMutation = <V, R>(mutationFn: (input: V) => Promise<R>) => useInvalidatingMutation(mutationFn, [keys.families(), keys.products.all()]);

const pathOf = (code: string) => `/api/v1/families/${encodeURIComponent(code)}`;

export const useCreateFamily = () => useFamilyMutation((body: z.input<typeof createFamilyBody>) => api<FamilyDocument>("/api/v1/families", { method: "POST", body }));

export const useUpdateFamily = () =>
  useFamilyMutation(({ code, body }: { code: string; body: z.input<typeof updateFamilyBody> }) => api<FamilyDocument>(pathOf(code), { method: "PATCH", body }));

export const useDeleteFamily = () => useFamilyMutation((code: string) => api<void>(pathOf(code), { method: "DELETE" }));
