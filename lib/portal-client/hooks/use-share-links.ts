import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createShareLinkBody, updateShareLinkBody } from "@/lib/share-links/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import type { ShareLinkDocument } from "../share-links";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";
import { useRemovingMutation } from "./removing";

// The organisation's live share links (revoked ones are gone from the API).
export const useShareLinks = () =>
  useQuery({
    queryKey: keys.shareLinks(),
    queryFn: ({ signal }) => allPages((cursor, s) => dataOf(client.GET("/api/v1/share-links", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
  });

export const useCreateShareLink = () =>
  useInvalidatingMutation((body: z.input<typeof createShareLinkBody>) => dataOf(client.POST("/api/v1/share-links", { body })), [keys.shareLinks()]);

export const useUpdateShareLink = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: z.input<typeof updateShareLinkBody> }) => dataOf(client.PATCH("/api/v1/share-links/{id}", { params: { path: { id } }, body })),
    [keys.shareLinks()],
  );

// Revoking shows at once: the row goes, and comes back if the server refuses.
export const useRevokeShareLink = () =>
  useRemovingMutation<ShareLinkDocument>(keys.shareLinks(), (id) => dataOf(client.DELETE("/api/v1/share-links/{id}", { params: { path: { id } } })));
