import { afterEach, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { reloadConfig } from "@/lib/platform/config";
import { takeConsoleErrors } from "../console";
import { call } from "../request";

const state = globalThis as unknown as { __redis?: unknown };

function useRedis(url: string | undefined) {
  if (url) process.env.REDIS_URL = url;
  else delete process.env.REDIS_URL;
  state.__redis = undefined;
  reloadConfig();
}

afterEach(() => useRedis(undefined));

describe("health checks for a load balancer", () => {
  it("GET /api/health answers without touching the database", async () => {
    const res = await call(health);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "ok", uptimeSeconds: expect.any(Number) });
  });

  it("GET /api/health/ready answers 200 when the database answers, and checks Redis when there is one", async () => {
    const plain = await call(ready);
    expect(plain.status).toBe(200);
    expect(plain.json.data).toMatchObject({ database: { ok: true }, redis: null });
    useRedis("redis://127.0.0.1:6379");
    const withRedis = await call(ready);
    expect(withRedis.status).toBe(200);
    expect(withRedis.json.data.redis).toMatchObject({ ok: true });
  });

  it("answers 503 naming what cannot be reached, and no more", async () => {
    useRedis("redis://127.0.0.1:1");
    const res = await call(ready);
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({
      success: false,
      message: "Not ready: the redis cannot be reached.",
      data: { database: "ok", redis: "unreachable" },
    });
    takeConsoleErrors();
  });
});
