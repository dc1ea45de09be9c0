// The header row of every data table of the portals: one column header per
// name, scoped to its column for screen readers.
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((name, i) => (
          <th key={`${i}-${name}`} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
