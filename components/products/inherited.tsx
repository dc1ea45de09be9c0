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
