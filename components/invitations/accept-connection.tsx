"use client";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { useAcceptConnection } from "@/lib/portal-client/hooks/use-connections";
import { FormError, Loading } from "@/components/ui/states";

// Opening the link as a signed-in buyer is the acceptance: no token to copy.
export function AcceptConnection({ token }: { token: string }) {
  const accept = useAcceptConnection();
  const sent = useRef(false);
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (sent.current) return;
    sent.current = true;
    accept.mutate(token);
  }, [accept, token]);

  if (accept.isSuccess) {
    return (
      <div className="notice success" role="status">
        <p>
          Connected to <strong>{accept.data.supplierName}</strong>. Their active products are now in your catalogue.
        </p>
        <p>
          <Link className="button" href="/buyer">
            Open the catalogue
          </Link>
        </p>
      </div>
    );
  }
  if (accept.isError) {
    return (
      <>
        <FormError error={accept.error} />
        <p>
          <Link href="/buyer/connections">Your suppliers</Link>
        </p>
      </>
    );
  }
  return <Loading label="Accepting the invitation…" />;
}
