import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "../config/env";
import { signAccessToken } from "../auth/access-token";
import { verifyLogin } from "../auth/login";
import { loginBody } from "../auth/schemas";
import { limitAuthAttempt } from "../http/limits";
import { clientAddress } from "../http/client-address";

process.env.NEXTAUTH_URL ??= env().APP_BASE_URL;

// Renew the API access token this long before it expires.
const RENEW_MARGIN_MS = 60_000;

// The portals' browser session, over the same users and passwords as
// /api/v1/auth/login. The session carries a short-lived API access token so
// the portals call /api/v1 as a bearer principal like any other client.
export const authOptions: NextAuthOptions = {
  secret: env().AUTH_SECRET,
  session: { strategy: "jwt", maxAge: 8 * 60 * 60 },
  pages: { signIn: "/login" },
  providers: [
    Credentials({
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
        organizationId: { label: "Organisation", type: "text" },
      },
      async authorize(credentials, req) {
        // The same per-address allowance as POST /api/v1/auth/login; over it, no session.
        try {
          await limitAuthAttempt(clientAddress(new Headers(req.headers as Record<string, string>)));
        } catch {
          return null;
        }
        const parsed = loginBody.safeParse({ ...credentials, organizationId: credentials?.organizationId || undefined });
        if (!parsed.success) return null;
        try {
          const { userId, organizationId } = await verifyLogin(parsed.data);
          return { id: userId, email: parsed.data.email, organizationId };
        } catch {
          return null;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user && "organizationId" in user && typeof user.organizationId === "string") {
        token.sub = user.id;
        token.organizationId = user.organizationId;
      }
      const expires = typeof token.accessTokenExpires === "number" ? token.accessTokenExpires : 0;
      if (token.sub && typeof token.organizationId === "string" && expires - RENEW_MARGIN_MS < Date.now()) {
        const access = await signAccessToken({ userId: token.sub, organizationId: token.organizationId, portal: true });
        token.accessToken = access.token;
        token.accessTokenExpires = Date.now() + access.expiresIn * 1000;
      }
      return token;
    },
    async session({ session, token }) {
      return { ...session, userId: token.sub, organizationId: token.organizationId, accessToken: token.accessToken };
    },
  },
};
