import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createAttributeBody, updateAttributeBody } from "@/lib/catalog/attributes/schemas";
import type { AttributeDocument } from "@/lib/catalog/documents";
import { api } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

export const useAttributes = () =>
  useQuery({ queryKey: keys.attributes(), queryFn: ({ signal }) => allPages<AttributeDocument>("/api/v1/attributes", signal) });

// The dictionary decides which values products may hold and which codes a
// family may list, so products and families are refetched with it.
const useAttributeMutation = <V, R>(mutationFn: (input: V) => Promise<R>) =>
  useInvalidatingMutation(mutationFn, [keys.attributes(), keys.families(), keys.products.all()]);

const pathOf = (code: string) => `/api/v1/attributes/${encodeURIComponent(code)}`;

export const useCreateAttribute = () =>
  useAttributeMutation((body: z.input<typeof createAttributeBody>) => api<AttributeDocument>("/api/v1/attributes", { method: "POST", body }));

export const useUpdateAttribute = () =>
  useAttributeMutation(({ code, body }: { code: string; body: z.input<typeof updateAttributeBody> }) => api<AttributeDocument>(pathOf(code), { method: "PATCH", body }));

export const useDeleteAttribute = () => useAttributeMutation((code: string) => api<void>(pathOf(code), { method: "DELETE" }));
