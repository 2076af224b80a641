import { request } from "node:http";
import { ANY_WIDTH, expect, test } from "./support/fixtures";

// The production server (npm start, TRUSTED_PROXY_HOPS unset = 0) counts sign-ups per
// connecting peer, whatever X-Forwarded-For or address header a client sends. The requests
// come from 127.0.0.9, a loopback address no other spec uses, so this spec's count is its own.
// TRUSTED_PROXY_HOPS=1 is tested over real HTTP in server/app-server.test.ts.

const PEER = "127.0.0.9";

function signUp(baseURL: string, forwardedFor: string): Promise<number> {
  const url = new URL("/api/auth/SignUp", baseURL);
  const body = new URLSearchParams({
    username: "Sam",
    email: `peer.${Date.now()}.${Math.random().toString(36).slice(2)}@example.co.uk`,
    password: "secret123",
  }).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: PEER,
        agent: false,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": forwardedFor,
          "x-storefront-client-address": forwardedFor,
          "x-real-ip": forwardedFor,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test(
  "made-up X-Forwarded-For values do not get round the per-address sign-up limit",
  { tag: ANY_WIDTH },
  async ({ baseURL }) => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push(await signUp(baseURL!, `192.0.2.${i}`));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    for (const forged of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      expect(await signUp(baseURL!, forged)).toBe(429);
    }
  },
);
