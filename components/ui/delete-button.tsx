"use client";
import { useState } from "react";
import { ApiError, describeError } from "@/lib/portal-client/api-error";

type Props = { label: string; confirm: string; inUse: string; onDelete: () => Promise<unknown> };

// Delete after a confirmation; a 409 means something still uses the thing,
// which is said plainly with the API's own reason.
export function DeleteButton({ label, confirm, inUse, onDelete }: Props) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (!window.confirm(confirm)) return;
    setPending(true);
    setError(null);
    try {
      await onDelete();
    } catch (err) {
      setError(err instanceof ApiError && err.status === 409 ? `${inUse} ${describeError(err)}` : describeError(err));
      setPending(false);
    }
  }

  return (
    <>
      <button type="button" className="danger" disabled={pending} onClick={remove}>
        {label}
      </button>
      {error ? (
        <div className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </>
  );
}
