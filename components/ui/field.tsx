"use client";
import { cloneElement, useId, type ReactElement, type ReactNode } from "react";

type ControlProps = { id?: string; "aria-describedby"?: string; "aria-invalid"?: boolean };

// A labelled control with its hint and error wired to it for screen readers.
export function Field({ label, hint, error, children }: { label: ReactNode; hint?: ReactNode; error?: string; children: ReactElement<ControlProps> }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

// A control's hint and error, as `${id}-hint` and `${id}-error` for its
// aria-describedby; also for groups Field does not wrap (a fieldset of
// checkboxes, a metric's amount and unit).
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className="field-error">
          {error}
        </div>
      ) : null}
    </>
  );
}
