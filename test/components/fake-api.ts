import { vi } from "vitest";

// The network edge of a component test: fetch answers /api paths with the envelope the route
// handlers send, from handlers the test gives. Every call is recorded.

export type FakeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The Authorization header sent, if any. */
  authorization: string | null;
};
type Handler = (call: FakeCall) => { status?: number; success?: boolean; message?: string; data?: unknown };

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchDouble = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://127.0.0.1");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const authorization = new Headers(init?.headers).get("authorization");
    const call = { method, path: url.pathname, query: url.searchParams, body, authorization };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ success: false, message: "Not found" }), { status: 404 });
    const { status = 200, success = status < 400, message = "OK", data } = handler(call);
    return new Response(JSON.stringify({ success, message, data }), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchDouble);
  return { calls };
}
