import { once } from "node:events";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as signUpRoute } from "@/app/api/auth/SignUp/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http";
import { resetDatabase } from "@/test/db";
import { appRequestListener } from "./app-server";

// The app server's request listener over real HTTP. Requests come from different loopback
// addresses (127.0.0.2, 127.0.0.3: Linux routes all of 127.0.0.0/8 to this machine), so the
// connecting peer really differs. The route handler is called as Next.js calls it; the real
// server with Next.js in front is covered by e2e/client-address.spec.ts.

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Hands the request to a route handler the way Next.js does, headers and all. */
const toRoute =
  (handler: (req: NextRequest, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>): Handle =>
  async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const answer = await handler(
      new NextRequest(new URL(req.url ?? "/", "http://127.0.0.1"), {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }),
      { params: Promise.resolve({}) },
    );
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
    res.end(Buffer.from(await answer.arrayBuffer()));
  };

const echoAddress: Handle = async (req, res) => {
  res.end(req.headers[CLIENT_ADDRESS_HEADER]);
};

let server: Server | undefined;

async function serve(handle: Handle, hops: number): Promise<number> {
  server = createServer(appRequestListener(handle, { trustedProxyHops: hops }));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  server?.close();
  server = undefined;
});

function send(
  port: number,
  options: { from: string; path?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress: options.from,
        method: options.body === undefined ? "GET" : "POST",
        path: options.path ?? "/",
        headers: options.headers,
        agent: false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

let n = 0;
const signUpBody = () =>
  new URLSearchParams({
    username: "Priya",
    email: `addr${++n}.${Date.now()}@example.co.uk`,
    password: "secret123",
  }).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** Sign-ups until the per-address limit (10 an hour) refuses one; returns the statuses. */
async function signUpsUntilRefused(port: number, from: string, xff: () => string) {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    statuses.push(
      (
        await send(port, {
          from,
          path: "/api/auth/SignUp",
          headers: { ...FORM, "x-forwarded-for": xff() },
          body: signUpBody(),
        })
      ).status,
    );
  }
  return statuses;
}

describe("the client address the app server hands on", () => {
  it.each([
    [0, "203.0.113.1", "127.0.0.2"],
    [0, undefined, "127.0.0.2"],
    [1, "198.51.100.7, 203.0.113.1", "203.0.113.1"],
    [2, "198.51.100.7, 203.0.113.1", "198.51.100.7"],
    [2, "10.0.0.5", "10.0.0.5"], // fewer entries than hops: the leftmost there is
    [1, undefined, "127.0.0.2"], // a request that did not come through the proxy
    [1, "::ffff:203.0.113.9", "203.0.113.9"],
  ])("with %i trusted hop(s) and X-Forwarded-For %o it is %s", async (hops, xff, expected) => {
    const port = await serve(echoAddress, hops);
    const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: "6.6.6.6" }; // forged: must not survive
    if (xff) headers["x-forwarded-for"] = xff;
    expect((await send(port, { from: "127.0.0.2", headers })).text).toBe(expected);
  });
});

describe("per-address sign-up limit behind the app server", () => {
  beforeAll(resetDatabase);

  it("with no trusted proxy, made-up X-Forwarded-For values do not reset the count", async () => {
    const port = await serve(toRoute(signUpRoute), 0);
    let i = 0;
    const statuses = await signUpsUntilRefused(port, "127.0.0.2", () => `192.0.2.${++i}`);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    for (const forged of ["203.0.113.50", "203.0.113.51, 203.0.113.52", "unknown"]) {
      const res = await send(port, {
        from: "127.0.0.2",
        path: "/api/auth/SignUp",
        headers: { ...FORM, "x-forwarded-for": forged, [CLIENT_ADDRESS_HEADER]: forged.split(",")[0]! },
        body: signUpBody(),
      });
      expect(res.status).toBe(429);
    }
    // Another client (another peer) is not affected.
    const other = await send(port, { from: "127.0.0.3", path: "/api/auth/SignUp", headers: FORM, body: signUpBody() });
    expect(other.status).toBe(201);
  });

  it("with one trusted proxy, the address the proxy appended is the one counted", async () => {
    const port = await serve(toRoute(signUpRoute), 1);
    // The proxy (127.0.0.4) appends the client's address 203.0.113.20 to whatever the client sent.
    let i = 0;
    const statuses = await signUpsUntilRefused(port, "127.0.0.4", () => `192.0.2.${++i}, 203.0.113.20`);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    for (const forged of ["203.0.113.60", "203.0.113.61", "203.0.113.62"]) {
      const res = await send(port, {
        from: "127.0.0.4",
        path: "/api/auth/SignUp",
        headers: { ...FORM, "x-forwarded-for": `${forged}, 203.0.113.20` },
        body: signUpBody(),
      });
      expect(res.status).toBe(429);
    }
    // Another client behind the same proxy is counted apart.
    const other = await send(port, {
      from: "127.0.0.4",
      path: "/api/auth/SignUp",
      headers: { ...FORM, "x-forwarded-for": "203.0.113.21" },
      body: signUpBody(),
    });
    expect(other.status).toBe(201);
  });
});
