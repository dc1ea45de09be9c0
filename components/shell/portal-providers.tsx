"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Session } from "next-auth";
import { getSession, SessionProvider, useSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { ApiError } from "@/lib/portal-client/api-error";
import { setAccessToken, setSessionHooks } from "@/lib/portal-client/fetch-client";
import type { PortalViewer } from "@/lib/portal-session/portal-viewer";
import { ViewerProvider } from "./viewer-context";

const accessTokenOf = (session: Session | null | undefined) => (session as { accessToken?: string } | null | undefined)?.accessToken ?? null;

// Client errors (4xx) are answers, not glitches: retrying them only delays the message.
function retry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500 && error.status !== 429) return false;
  return failures < 2;
}

function TokenBridge({ children }: { children: ReactNode }) {
  const { data } = useSession();
  const router = useRouter();
  // Set during render, so the first queries of the children already carry it.
  setAccessToken(accessTokenOf(data));
  useEffect(() => {
    setSessionHooks({
      renew: async () => accessTokenOf(await getSession()),
      expired: () => router.push(`/login?callbackUrl=${encodeURIComponent(window.location.pathname)}`),
    });
    return () => setSessionHooks(null);
  }, [router]);
  return children;
}

export function PortalProviders({ session, viewer, children }: { session: Session; viewer: PortalViewer; children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 15_000, retry, refetchOnWindowFocus: false }, mutations: { retry: false } } }),
  );
  return (
    // The access token lives 15 minutes; refetching the session every 5 renews it in time.
    <SessionProvider session={session} refetchInterval={5 * 60}>
      <TokenBridge>
        <QueryClientProvider client={client}>
          <ViewerProvider value={viewer}>{children}</ViewerProvider>
        </QueryClientProvider>
      </TokenBridge>
    </SessionProvider>
  );
}
