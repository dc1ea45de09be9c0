"use client";

type Props = { errors: Record<string, string>; describe: (path: string) => string; onJump: (path: string) => void };

// The errors of the last save, each a button to its input; an error whose
// input is edited leaves the list with the message at the input.
export function ErrorSummary({ errors, describe, onJump }: Props) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div className="notice error" role="alert">
      <p>The product was not saved: some fields need attention; each says what to change.</p>
      <ul>
        {entries.map(([path, message]) => (
          <li key={path}>
            <button type="button" className="link" onClick={() => onJump(path)}>
              {describe(path)}
            </button>
            : {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
