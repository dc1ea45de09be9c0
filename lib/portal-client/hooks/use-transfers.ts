import { useState } from "react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createExportBody } from "@/lib/transfer/schemas";
import type { TransferFormat } from "../api-types";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { isSettled, listPollInterval, pollInterval } from "../transfers";
import { putToStore } from "../upload";
import { itemsOf } from "./paged";

export const useImports = () =>
  useInfiniteQuery({
    queryKey: keys.imports.list(),
    queryFn: ({ pageParam, signal }) => dataOf(client.GET("/api/v1/imports", { params: { query: { limit: 20, cursor: pageParam } }, signal })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) => listPollInterval(itemsOf(query.state.data).map((item) => item.status)),
  });

// Polled until it has succeeded or failed.
export const useImport = (id: string | null) =>
  useQuery({
    queryKey: keys.imports.detail(id ?? ""),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/imports/{id}", { params: { path: { id: id ?? "" } }, signal })),
    enabled: id !== null,
    refetchInterval: (query) => pollInterval(query.state.data?.status),
  });

type ImportRun = { file: File; format: TransferFormat; dryRun: boolean; columnMap: Record<string, string | null>; onUpload: (fraction: number) => void };

// An import is started once, so a dry run and the real run each send the file:
// a pending import, the PUT of the file to its presigned URL, then start.
export function useRunImport() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, format, dryRun, columnMap, onUpload }: ImportRun) => {
      const upload = await dataOf(client.POST("/api/v1/imports", { body: { format, filename: file.name } }));
      await putToStore(upload, file, onUpload);
      return dataOf(client.POST("/api/v1/imports/{id}/start", { params: { path: { id: upload.id } }, body: { dryRun, columnMap } }));
    },
    onSuccess: (started) => {
      queries.setQueryData(keys.imports.detail(started.id), started);
      return queries.invalidateQueries({ queryKey: keys.imports.list() });
    },
  });
}

export const useCreateExport = () => useMutation({ mutationFn: (body: z.input<typeof createExportBody>) => dataOf(client.POST("/api/v1/exports", { body })) });

// Polled until the file is written; each read mints a fresh download link.
export const useExport = (id: string | null) =>
  useQuery({
    queryKey: keys.exports.detail(id ?? ""),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/exports/{id}", { params: { path: { id: id ?? "" } }, signal })),
    enabled: id !== null,
    refetchInterval: (query) => pollInterval(query.state.data?.status),
  });

// One export from its start to its download link: the start call, the polled
// document, and whether it is still under way. forget() drops a settled one.
export function useExportRun() {
  const [exportId, setExportId] = useState<string | null>(null);
  const create = useCreateExport();
  const job = useExport(exportId);
  const doc = job.data;
  const running = create.isPending || (exportId !== null && (!doc || !isSettled(doc.status)));
  return {
    create,
    job,
    doc,
    running,
    start: (body: z.input<typeof createExportBody>) => create.mutate(body, { onSuccess: ({ id }) => setExportId(id) }),
    forget: () => {
      setExportId(null);
      create.reset();
    },
  };
}
export type ExportRun = ReturnType<typeof useExportRun>;
