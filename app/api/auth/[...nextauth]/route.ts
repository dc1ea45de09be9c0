import NextAuth from "next-auth";
import { authOptions } from "@/lib/portal-session/next-auth";

// next-auth's own endpoints (sign-in, session, csrf) for the portals.
const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
