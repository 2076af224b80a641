import { NextRequest } from "next/server";

// Tests read answers field by field and check their shape there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ApiBody = { success: boolean; message: string; data: any };

type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

/** Calls a route handler the way Next.js does, and reads its JSON answer. */
export async function call<P extends Record<string, string>>(
  handler: Handler<P>,
  options: { method?: string; path?: string; params?: P; body?: unknown; headers?: Record<string, string> } = {},
) {
  const req = new NextRequest(new URL(options.path ?? "/api/test", "http://localhost"), {
    method: options.method ?? "GET",
    headers: { ...(options.body !== undefined ? { "content-type": "application/json" } : {}), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const res = await handler(req, { params: Promise.resolve((options.params ?? {}) as P) });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json: json as ApiBody };
}
