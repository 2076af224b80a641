import { once } from "node:events";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRequestListener } from "./app-server";

// The built assets (.next/static) as the server sends them itself: the build's Brotli or gzip
// copy where the browser takes it, the file as it is otherwise, and Next.js for anything else.

const script = Buffer.from(`console.log(${JSON.stringify("a line of the storefront's script ".repeat(100))});`);
let server: Server;
let port: number;
const nextSaw: string[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "built-assets-"));
  mkdirSync(join(dir, "chunks"));
  writeFileSync(join(dir, "chunks", "app.js"), script);
  writeFileSync(join(dir, "chunks", "app.js.br"), brotliCompressSync(script));
  writeFileSync(join(dir, "chunks", "app.js.gz"), gzipSync(script));
  mkdirSync(join(dir, "media"));
  writeFileSync(join(dir, "media", "mark.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const next = async (req: IncomingMessage, res: ServerResponse) => {
    nextSaw.push(`${req.method} ${req.url}`);
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("from Next.js");
  };
  server = createServer(appRequestListener(next, { trustedProxyHops: 0, staticDir: dir }));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});

afterAll(() => server.close());

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("built assets", () => {
  it("sends the Brotli copy to a browser that takes it, cached for a year, with a script's headers", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body).toEqual(brotliCompressSync(script));
    expect(answer.headers["content-type"]).toBe("text/javascript");
    expect(answer.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    // Read from documents only: over HTTP/2 they would be sent again with each of a page's scripts.
    expect(answer.headers["x-frame-options"]).toBeUndefined();
    expect(answer.headers["referrer-policy"]).toBeUndefined();
  });

  it("gives a built file that could be shown as a page the site's headers", async () => {
    const answer = await get("/_next/static/media/mark.svg");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/svg+xml");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends gzip without Brotli, and the file itself without either", async () => {
    const gzipped = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body)).toEqual(script);
    const plain = await get("/_next/static/chunks/app.js?dpl=1");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(script);
  });

  it("sends no validator: a built file is immutable, so nothing asks whether it changed", async () => {
    for (const path of ["/_next/static/chunks/app.js", "/_next/static/media/mark.svg"]) {
      const answer = await get(path, { "accept-encoding": "br" });
      expect(answer.status).toBe(200);
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers["last-modified"]).toBeUndefined();
    }
  });

  it("leaves to Next.js what the build did not write, other methods and other paths", async () => {
    nextSaw.length = 0;
    expect((await get("/_next/static/chunks/missing.js")).body.toString()).toBe("from Next.js");
    await get("/_next/static/chunks/app.js", {}, "POST");
    await get("/_next/static/../static/chunks/app.js.br");
    await get("/chunks/app.js");
    expect(nextSaw).toEqual([
      "GET /_next/static/chunks/missing.js",
      "POST /_next/static/chunks/app.js",
      "GET /_next/static/../static/chunks/app.js.br",
      "GET /chunks/app.js",
    ]);
  });
});
