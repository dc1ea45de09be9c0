"use client";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useImports } from "@/lib/portal-client/hooks/use-transfers";
import { StatusBadge } from "@/components/ui/badges";
import { formatDate } from "@/components/ui/format";
import { LoadMore } from "@/components/ui/load-more";
import { ErrorState, Loading } from "@/components/ui/states";
import { TableHead } from "@/components/ui/table-head";

// The organisation's past imports, newest first.
export function ImportHistory() {
  const list = useImports();
  const imports = itemsOf(list.data);
  return (
    <section aria-labelledby="import-history">
      <h2 id="import-history">Past imports</h2>
      {list.isPending ? (
        <Loading label="Loading imports…" />
      ) : list.isError ? (
        <ErrorState error={list.error} retry={() => list.refetch()} />
      ) : imports.length === 0 ? (
        <p>No imports yet.</p>
      ) : (
        <>
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">Past imports</caption>
              <TableHead columns={["File", "Kind", "Status", "Rows", "Created", "Updated", "Failed", "Started"]} />
              <tbody>
                {imports.map((item) => (
                  <tr key={item.id}>
                    <td>{item.filename}</td>
                    <td>{item.dryRun ? "Dry run" : "Import"}</td>
                    <td>
                      <StatusBadge status={item.status} />
                    </td>
                    <td>{item.status === "running" ? `${item.processed} of ${item.total}` : item.total}</td>
                    <td>{item.created}</td>
                    <td>{item.updated}</td>
                    <td>{item.failed}</td>
                    <td>{formatDate(item.startedAt ?? item.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} />
        </>
      )}
    </section>
  );
}
