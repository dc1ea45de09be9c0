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
      {hint ? <div id={hintId} className="field-hint">{hint}</div> : null}
      {error ? <div id={errorId} className="field-error">{error}</div> : null}
    </div>
  );
}
