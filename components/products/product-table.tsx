import Link from "next/link";
import type { ProductDocument } from "@/lib/portal-client/api-types";
import { QualityBadge, StatusBadge } from "@/components/ui/badges";
import { formatDate } from "@/components/ui/format";
import { TableHead } from "../ui/table-head";

export function ProductTable({ products, caption }: { products: ProductDocument[]; caption: string }) {
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <TableHead columns={["SKU", "Name", "Kind", "Status", "Category", "Quality", "Updated"]} />
        <tbody>
          {products.map((p) => (
            <tr key={p.id}>
              <td className="mono">
                <Link href={`/producer/products/${p.id}`}>{p.sku}</Link>
              </td>
              <td>{p.name}</td>
              <td>
                <span className={`badge kind-${p.kind}`}>{p.kind}</span>
              </td>
              <td>
                <StatusBadge status={p.status} />
              </td>
              <td>{p.categoryName ?? "—"}</td>
              <td>
                <QualityBadge score={p.qualityScore} band={p.qualityBand} />
              </td>
              <td className="nowrap">{formatDate(p.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
