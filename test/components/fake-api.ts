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
  /** The signal the caller may call the request off with, if it gave one. */
  signal: AbortSignal | null;
};
type Answer = { status?: number; success?: boolean; message?: string; data?: unknown };
/** An answer now, or a promise of one for a request the test keeps on its way. */
type Handler = (call: FakeCall) => Answer | Promise<Answer>;

/** Rejects as the browser's fetch does when the request is called off. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new DOMException("The operation was aborted.", "AbortError"));
    if (signal.aborted) fail();
    else signal.addEventListener("abort", fail, { once: true });
  });
}

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchDouble = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://127.0.0.1");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const authorization = new Headers(init?.headers).get("authorization");
    const signal = init?.signal ?? null;
    const call = { method, path: url.pathname, query: url.searchParams, body, authorization, signal };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ success: false, message: "Not found" }), { status: 404 });
    const answer = handler(call);
    const {
      status = 200,
      success = status < 400,
      message = "OK",
      data,
    } = await (signal ? Promise.race([answer, whenAborted(signal)]) : answer);
    return new Response(JSON.stringify({ success, message, data }), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchDouble);
  return { calls };
}
