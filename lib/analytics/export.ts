import { db } from "../db/client";
import type { Principal } from "../core/principal";
import { exportCsv } from "./export-csv";
import { exportPdf } from "./export-pdf";
import type { ExportQuery } from "./schemas";
import { trend } from "./snapshots";

export async function analyticsExport(principal: Principal, query: ExportQuery): Promise<Response> {
  const rows = await trend(principal.organizationId, query.from, query.to);
  const name = `analytics-${query.from}-to-${query.to}.${query.format}`;
  const disposition = `attachment; filename="${name}"`;
  if (query.format === "csv") {
    return new Response(exportCsv(rows), { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": disposition } });
  }
  const org = await db.organization.findUniqueOrThrow({ where: { id: principal.organizationId }, select: { name: true } });
  const pdf = await exportPdf(org.name, query.from, query.to, rows);
  return new Response(Buffer.from(pdf), { headers: { "Content-Type": "application/pdf", "Content-Disposition": disposition } });
}
