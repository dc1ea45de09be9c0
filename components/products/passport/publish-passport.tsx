"use client";
import { useState } from "react";
import type { PassportDocument, PassportTemplateDocument } from "@/lib/portal-client/api-types";
import { ApiError, describeError } from "@/lib/portal-client/api-error";
import { usePublishPassport } from "@/lib/portal-client/hooks/use-passports";
import { refusalInWords } from "@/lib/portal-client/passports";

type Props = { productId: string; template: PassportTemplateDocument; ready: boolean };

// Publishes a new version; a refusal is listed in words, one line a problem.
// The button stays on when the checklist says not ready: the server's answer
// is the one that counts, and it names every problem at once.
export function PublishPassport({ productId, template, ready }: Props) {
  const publish = usePublishPassport(productId);
  const [problems, setProblems] = useState<string[]>([]);
  const [published, setPublished] = useState<PassportDocument | null>(null);

  async function submit() {
    setProblems([]);
    setPublished(null);
    try {
      setPublished(await publish.mutateAsync(template.code));
    } catch (err) {
      setProblems(err instanceof ApiError && err.details.length > 0 ? refusalInWords(err.details, template) : [describeError(err)]);
    }
  }

  return (
    <div className="passport-publish">
      <button type="button" onClick={submit} disabled={publish.isPending} className={ready ? undefined : "secondary"}>
        {publish.isPending ? "Publishing…" : `Publish ${template.name.toLowerCase()}`}
      </button>
      {published ? (
        <p className="notice success" role="status">
          Version {published.version} published.
        </p>
      ) : null}
      {problems.length > 0 ? (
        <div className="notice error" role="alert">
          <p>The passport was not published:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
