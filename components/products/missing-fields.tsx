"use client";

type Props = { fields: readonly string[]; describe: (field: string) => string; onJump: (field: string) => void; prefix?: string };

// What is missing, each a button that takes the user to the input to fill.
export function MissingFields({ fields, describe, onJump, prefix = "Missing: " }: Props) {
  return (
    <p className="small">
      {prefix}
      {fields.map((field, i) => (
        <span key={field}>
          {i > 0 ? ", " : null}
          <button type="button" className="link" onClick={() => onJump(field)}>
            {describe(field)}
          </button>
        </span>
      ))}
    </p>
  );
}
