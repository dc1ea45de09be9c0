"use client";
import { createContext, useContext, type ReactNode } from "react";

// How a variant's editor treats the fields it takes from its model (the
// product's `inherited` list names them by the inputs' paths): an inherited
// value is shown locked with the model's value until the user overrides it,
// and a value of its own can be reverted to the model's.
export type Inheritance = {
  inherited: ReadonlySet<string>;
  overridden: ReadonlySet<string>;
  // The model's value of a path, as text; null when the model has none.
  modelValue: (path: string) => string | null;
  override: (path: string) => void;
  revert: (path: string) => void;
  reverting: string | null;
  // Why the last revert failed, shown above the form.
  error: unknown;
};

const Context = createContext<Inheritance | null>(null);

export const INHERITED_HINT = "Inherited from the model. Override it to give this variant its own value.";

export function InheritedFields({ value, children }: { value: Inheritance | null; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

const NONE: ReadonlySet<string> = new Set();
export const useInheritedPaths = () => useContext(Context)?.inherited ?? NONE;

// Translations stay editable as before: a localized value typed in a
// variant becomes its own, and clearing it gives the field back.
export const isLockable = (path: string) => ["name", "description", "categoryId", "tags"].includes(path) || path.startsWith("attributes.");

// Wraps one input of a variant's editor: locked with an "Override" button
// while inherited, with "Revert to model" once the variant has its own value.
export function Inheritable({ path, label, children }: { path: string; label: string; children: ReactNode }) {
  const inheritance = useContext(Context);
  if (!inheritance || !isLockable(path)) return children;
  const { inherited, overridden, modelValue, override, revert, reverting } = inheritance;
  if (inherited.has(path) && !overridden.has(path))
    return (
      <div className="inheritable" data-inherited={path}>
        <fieldset disabled className="inherit-lock">
          {children}
        </fieldset>
        <div className="inherit-actions">
          <span className="badge inherited">Inherited</span>
          <button type="button" className="link" onClick={() => override(path)} aria-label={`Override ${label}`}>
            Override
          </button>
        </div>
      </div>
    );
  const model = modelValue(path);
  if (inherited.has(path) || model === null) return children;
  return (
    <div className="inheritable" data-own={path}>
      {children}
      <div className="inherit-actions">
        <span className="badge own">Own value</span>
        <span className="small muted inherit-model">Model: {model}</span>
        <button type="button" className="link" onClick={() => revert(path)} disabled={reverting !== null} aria-label={`Revert ${label} to the model's value`}>
          {reverting === path ? "Reverting…" : "Revert to model"}
        </button>
      </div>
    </div>
  );
}
