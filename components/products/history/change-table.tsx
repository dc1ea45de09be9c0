import { fieldLabel, valueText } from "@/lib/portal-client/history-view";
import { TableHead } from "@/components/ui/table-head";

type Change = { field: string; before: unknown; after: unknown };

// The fields one version changed (or a restore would change), each as
// before → after in words.
export function ChangeTable({ changes, label }: { changes: readonly Change[]; label: string }) {
  return (
    <div className="table-wrap change-table" role="region" aria-label={label} tabIndex={0}>
      <table>
        <TableHead columns={["Field", "Before", "After"]} />
        <tbody>
          {changes.map((c) => (
            <tr key={c.field}>
              <th scope="row">{fieldLabel(c.field)}</th>
              <td>{valueText(c.before)}</td>
              <td>{valueText(c.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
