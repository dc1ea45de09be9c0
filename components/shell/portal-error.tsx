"use client";
import { useEffect } from "react";

// A page that failed to render: say so and offer a retry, instead of a blank screen.
export function PortalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.warn("portal page failed", error.digest ?? error.message), [error]);
  return (
    <div className="notice error" role="alert">
      <p>
        <strong>This page could not be shown.</strong> {error.digest ? <>Quote <code>{error.digest}</code> to support.</> : null}
      </p>
      <button type="button" className="secondary" onClick={reset}>
        Try again
      </button>
    </div>
  );
}
