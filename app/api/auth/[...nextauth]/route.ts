import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/auth/next-auth-options";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// The options read the configuration, so they are built per request rather than at import.
async function handler(req: NextRequest, ctx: Ctx) {
  return NextAuth(req, ctx, getAuthOptions());
}

export { handler as GET, handler as POST };
