"use client";
import { useEffect, useRef, type ReactNode } from "react";
import { CopyButton } from "@/components/ui/copy-button";

// A secret that exists in one answer only (an API key, a webhook signing
// secret): focused when it appears, copyable, and gone once dismissed.
export function OneTimeSecret(props: { title: ReactNode; children: ReactNode; secret: string; copyLabel: string; testId: string; onDone: () => void; after?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="notice success" aria-labelledby="secret-title">
      <h2 id="secret-title" ref={heading} tabIndex={-1}>
        {props.title}
      </h2>
      <p>{props.children}</p>
      <div className="secret">
        <code data-testid={props.testId}>{props.secret}</code>
        <CopyButton text={props.secret} label={props.copyLabel} />
      </div>
      {props.after}
      <p>
        <button type="button" className="secondary" onClick={props.onDone}>
          I have stored it
        </button>
      </p>
    </section>
  );
}
