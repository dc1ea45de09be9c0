"use client";
import type { ReactNode } from "react";
import { ApiError, messageOf } from "@/lib/portal-client/api-error";

// Shown only once a load takes longer than a glance (the delay is CSS,
// .state.loading): a warm page's data arrives first, so moving between
// pages shows no flash of "Loading…" before the content.
export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <p className="state loading" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}

// What failed, the request id to quote to support, and a way to try again.
export function ErrorState({ error, retry, title = "This could not be loaded." }: { error: unknown; retry?: () => void; title?: string }) {
  const requestId = error instanceof ApiError ? error.requestId : null;
  return (
    <div className="notice error" role="alert">
      <p>
        <strong>{title}</strong> {messageOf(error)}
      </p>
      {requestId ? <p className="small">Request id: <code>{requestId}</code></p> : null}
      {retry ? (
        <button type="button" className="secondary" onClick={retry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

// An empty list says what to do next.
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

// A problem found in the browser before anything was sent.
export function Problem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="notice error" role="alert">
      {message}
    </p>
  );
}

export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  const requestId = error instanceof ApiError ? error.requestId : null;
  return (
    <div className="notice error" role="alert">
      {messageOf(error)}
      {error instanceof ApiError && error.details.length > 0 ? (
        <ul>
          {error.details.map((d) => (
            <li key={d.path + d.message}>
              {d.path ? <code>{d.path}</code> : null} {d.message}
            </li>
          ))}
        </ul>
      ) : null}
      {requestId ? <div className="small">Request id: <code>{requestId}</code></div> : null}
    </div>
  );
}
