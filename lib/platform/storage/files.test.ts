import { rmSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as media } from "@/app/media/[...key]/route";
import { loadConfig, reloadConfig } from "@/lib/platform/config";
import { call } from "@/test/request";
import { startS3Double, type S3Double } from "@/test/doubles/s3";
import { getFile, putFile, resetFileStore } from "./files";

const picture = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake picture bytes");

function useEnv(env: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  reloadConfig();
  resetFileStore();
}

function storesBothWays(setUp: () => void) {
  it("keeps a file and serves it at /media/<key> with its type and long caching", async () => {
    setUp();
    const url = await putFile("menu/item-0199a1b2-test.webp", picture);
    expect(url).toBe("/media/menu/item-0199a1b2-test.webp");
    expect((await getFile("menu/item-0199a1b2-test.webp"))?.body.equals(picture)).toBe(true);
    const res = await call(media, { params: { key: ["menu", "item-0199a1b2-test.webp"] } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.bytes.equals(picture)).toBe(true);
  });

  it("answers 404 for a key it does not hold, and refuses keys that could leave the store", async () => {
    setUp();
    expect(await getFile("menu/missing.webp")).toBeNull();
    expect((await call(media, { params: { key: ["menu", "missing.webp"] } })).status).toBe(404);
    expect(await getFile("../auth-secret")).toBeNull();
    await expect(putFile("../escape.webp", picture)).rejects.toThrow(/Invalid storage key/);
  });
}

describe("the local folder (embedded default)", () => {
  const dir = `/tmp/storefront-storage-${process.pid}`;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  storesBothWays(() => useEnv({ STORAGE: undefined, DATA_DIR: dir }));
});

describe("an S3-compatible bucket (STORAGE=s3)", () => {
  let s3: S3Double;
  const saved = { ...process.env };
  beforeAll(async () => {
    s3 = await startS3Double();
  });
  afterEach(() => useEnv({ ...Object.fromEntries(Object.keys(s3.env).map((k) => [k, saved[k]])) }));
  afterAll(() => s3?.stop());

  storesBothWays(() => useEnv(s3.env));

  it("is what another app instance reads: a second store on the same bucket sees the file", async () => {
    useEnv(s3.env);
    await putFile("avatars/0199a1b2-shared.webp", picture);
    resetFileStore(); // as a fresh process would
    expect((await getFile("avatars/0199a1b2-shared.webp"))?.body.equals(picture)).toBe(true);
  });
});

describe("configuration", () => {
  it("needs a bucket with STORAGE=s3 and names the variable", () => {
    expect(() => loadConfig({ STORAGE: "s3", AUTH_SECRET: "x".repeat(32) })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: "ftp", AUTH_SECRET: "x".repeat(32) })).toThrow(
      /STORAGE: must be "local" or "s3"/,
    );
    expect(
      loadConfig({ STORAGE: "s3", S3_BUCKET: "menu-pictures", AUTH_SECRET: "x".repeat(32) }).S3_FORCE_PATH_STYLE,
    ).toBe(true);
  });
});
