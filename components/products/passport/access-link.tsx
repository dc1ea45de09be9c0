"use client";
import { useState } from "react";
import type { PassportAccessLinkDocument } from "@/lib/portal-client/api-types";
import { describeError } from "@/lib/portal-client/api-error";
import { useAccessLink } from "@/lib/portal-client/hooks/use-passports";
import { CopyButton } from "@/components/ui/copy-button";

const DAY = 86_400;

// A signed link to the passport with its restricted fields, for a repairer
// or an authority, valid for the days chosen (a week at most).
export function AccessLink({ passportId }: { passportId: string }) {
  const create = useAccessLink();
  const [days, setDays] = useState(7);
  const [link, setLink] = useState<PassportAccessLinkDocument | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      setLink(await create.mutateAsync({ id: passportId, expiresInSeconds: days * DAY }));
    } catch (err) {
      setError(describeError(err));
    }
  }

  return (
    <form className="passport-access" onSubmit={submit} aria-labelledby="passport-access-title">
      <h3 id="passport-access-title">Access link</h3>
      <p className="small muted">Shows the restricted fields too. Anyone with the link can read them until it expires.</p>
      <p>
        <label htmlFor="passport-access-days">Valid for</label>{" "}
        <select id="passport-access-days" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {[1, 2, 3, 7].map((d) => (
            <option key={d} value={d}>
              {d === 1 ? "1 day" : `${d} days`}
            </option>
          ))}
        </select>{" "}
        <button type="submit" className="secondary" disabled={create.isPending}>
          Create access link
        </button>
      </p>
      {link ? (
        <div className="notice info">
          <p className="break-all" data-testid="passport-access-url">
            {link.url}
          </p>
          <p className="small">
            Expires {new Date(link.expiresAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}. <CopyButton text={link.url} label="Copy link" />
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
