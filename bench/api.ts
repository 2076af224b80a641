// `npm run bench`: figures for a running production build (it builds and starts nothing).
//   BENCH_URL   the app (default http://127.0.0.1:3000)
//   BENCH_SECONDS  duration of each load run (default 10)
// Prints requests/s and p50/p99 latency of two catalogue reads under 50 connections, the
// same for a bare Node server sending the same bytes (the floor), and the JavaScript each
// storefront page loads first; page loads of /, /order and /restaurant; then the resident memory
// of the app's processes on this machine (`npm start`'s launcher and server, read from /proc).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const base = (process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

type Row = { target: string; rps: number; p50: number; p99: number; errors: number };

async function load(url: string, target: string): Promise<Row> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A bare server answering with a fixed body: what the hardware does without the app. */
async function rawServer(body: Buffer): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function firstLoadJs(path: string) {
  const html = await (await fetch(base + path)).text();
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { path, scripts: new Set(srcs).size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1) };
}

/** Resident memory of the processes `npm start` runs (dist/serve.mjs, dist/server.mjs). */
function appMemory() {
  const rows: { process: string; pid: number; rssMB: number }[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
      const which = /dist\/(serve|server)\.mjs|scripts\/serve\.ts|server\/main\.ts/.exec(cmd);
      if (!which || cmd.startsWith("sh ")) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      rows.push({ process: which[0], pid: Number(pid), rssMB: rss ? Math.round(Number(rss[1]) / 1024) : NaN });
    } catch {
      // gone meanwhile
    }
  }
  return rows;
}

async function main() {
  const categories = await (await fetch(`${base}/api/admin/foodcategorydatashow`)).json();
  const firstId: string = categories.data[0]._id;
  const endpoints = [
    ["GET foodcategorydatashow", "/api/admin/foodcategorydatashow"],
    ["GET foodCategoryItemdata", `/api/admin/foodCategoryItemdata/${firstId}`],
  ] as const;

  const rows: Row[] = [];
  for (const [name, path] of endpoints) {
    const body = Buffer.from(await (await fetch(base + path)).arrayBuffer());
    rows.push(await load(base + path, `app  ${name} (${body.length} B)`));
    const raw = await rawServer(body);
    rows.push(await load(raw.url, `raw  ${name} (${body.length} B)`));
    raw.server.close();
  }
  for (const page of ["/", "/order", "/restaurant"]) {
    const html = Buffer.from(await (await fetch(base + page)).arrayBuffer());
    rows.push(await load(base + page, `page ${page} (${Math.round(html.length / 1024)} KB)`));
  }
  console.log(`\nLoad: ${connections} connections, ${seconds} s each, against ${base}`);
  console.table(rows);
  console.log("\nResident memory of the app's processes after the runs (this machine only):");
  console.table(appMemory());

  const pages = ["/", "/order", "/restaurant", "/auth", "/checkout", "/profile"];
  const js = [];
  for (const p of pages) js.push(await firstLoadJs(p));
  console.log("\nJavaScript each page loads first (script tags in the server HTML):");
  console.table(js);
}

await main();
