import type { NextRequest } from "next/server";
import { toErrorResponse } from "./respond";

type RouteContext<P> = { params: Promise<P> };

/**
 * Wraps a route handler so that whatever it throws becomes the right answer
 * (AppError → its status, anything else → a bare 500).
 */
export function route<P = Record<string, never>>(handler: (req: NextRequest, params: P) => Promise<Response>) {
  return async (req: NextRequest, ctx: RouteContext<P>): Promise<Response> => {
    try {
      return await handler(req, await ctx.params);
    } catch (err) {
      return toErrorResponse(err, `${req.method} ${req.nextUrl.pathname}`);
    }
  };
}
