"use client";
import { createContext, useContext, type ReactNode } from "react";

// A variant's editor marks the fields it takes from its model (the
// product's `inherited` list names them by the inputs' paths).
const Inherited = createContext<ReadonlySet<string>>(new Set());

export const INHERITED_HINT = "Inherited from the model. A value entered here becomes this variant's own.";

export function InheritedFields({ fields, children }: { fields: readonly string[]; children: ReactNode }) {
  return <Inherited.Provider value={new Set(fields)}>{children}</Inherited.Provider>;
}

export const useInheritedPaths = () => useContext(Inherited);

// A hint beside inputs that Field does not wrap (groups, a metric, free-form rows).
export function GroupHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <div id={id} className="field-hint">
      {hint}
    </div>
  ) : null;
}
