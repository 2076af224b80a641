import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { signIn } from "@/lib/accounts/sign-in";
import { getConfig } from "@/lib/config";
import { loadCustomerProfile } from "./request-auth";
import { CUSTOMER_SESSION_SECONDS, findSessionById, revokeSession } from "./sessions";
import { ZSignInSchema } from "./schemas";

/**
 * next-auth owns the cookie format (an encrypted JWT carrying our session id) and serves
 * /api/auth/session, /csrf, /signout... The spec's own calls (/api/auth/SignIn, ...) are
 * route handlers of their own beside it and set the very same cookie.
 */
export function getAuthOptions(): NextAuthOptions {
  return {
    secret: getConfig().AUTH_SECRET,
    session: { strategy: "jwt", maxAge: CUSTOMER_SESSION_SECONDS },
    pages: { signIn: "/auth" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const parsed = ZSignInSchema.safeParse(credentials);
          if (!parsed.success) return null;
          try {
            const { session } = await signIn(parsed.data, (req.headers?.["user-agent"] as string | undefined) ?? null);
            return { id: session.id };
          } catch {
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.sid = user.id;
          token.role = "customer";
        }
        return token;
      },
      async session({ session, token }) {
        const live = typeof token.sid === "string" ? await findSessionById(token.sid) : null;
        const profile = live?.customerId ? await loadCustomerProfile(live.customerId) : null;
        return {
          ...session,
          user: profile ? { name: profile.username, email: profile.email, image: profile.imagePath } : undefined,
        };
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string") await revokeSession(token.sid);
      },
    },
  };
}
