import type { ReactNode } from "react";
import { TableHead } from "./table-head";

type Props = {
  // "attribute", "family": headings and ids are made from it.
  noun: string;
  caption: string;
  canWrite: boolean;
  // The code being edited, with its form; null when nothing is.
  editing: { code: string; form: ReactNode } | null;
  onCancelEdit: () => void;
  createForm: ReactNode;
  empty: ReactNode;
  columns: string[];
  rows: ReactNode[];
};

// The page shape of the catalogue's dictionaries (attributes, families): the
// chosen entry's edit form, a form to add one, then the table. Viewers get
// the table only.
export function DictionaryLayout({ noun, caption, canWrite, editing, onCancelEdit, createForm, empty, columns, rows }: Props) {
  return (
    <>
      {canWrite && editing ? (
        <section className="panel" aria-labelledby={`edit-${noun}`}>
          <h2 id={`edit-${noun}`}>Edit {editing.code}</h2>
          {editing.form}
          <button type="button" className="secondary" onClick={onCancelEdit}>
            Cancel editing
          </button>
        </section>
      ) : null}
      {canWrite ? (
        <section className="panel" aria-labelledby={`new-${noun}`}>
          <h2 id={`new-${noun}`}>New {noun}</h2>
          {createForm}
        </section>
      ) : null}
      {rows.length === 0 ? (
        empty
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">{caption}</caption>
            <TableHead columns={[...columns, ...(canWrite ? ["Actions"] : [])]} />
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
    </>
  );
}
