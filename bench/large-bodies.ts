// `npx tsx bench/large-bodies.ts`: the resident memory of a running production build while
// unauthenticated clients send large chunked bodies (issue 19: 150 POSTs of 12 MB took the
// server from 681 MB to 1.49 GB, and it stayed at 1.42 GB). It builds and starts nothing.
//   BENCH_URL          the app (default http://127.0.0.1:3000)
//   BENCH_REQUESTS     how many POSTs (default 150)
//   BENCH_BODY_MB      the size each one tries to send (default 12)
//   BENCH_CONCURRENCY  how many at a time (default 50)
// The POSTs go round the targets below (a picture upload, a JSON route of the admin and one of
// the basket, the public sign-up form, a page), with no Content-Length: the body is chunked, so
// its size is known only as it arrives. Each stops sending when the answer comes. Prints the
// statuses seen, the time taken, and the resident memory of the app's processes (read from
// /proc) before, at the peak (sampled every 100 ms) and 5 s after the last answer.
import { Agent, request } from "node:http";
import { appMemory } from "./support/app-memory";

const base = new URL(process.env.BENCH_URL ?? "http://127.0.0.1:3000");
const total = Number(process.env.BENCH_REQUESTS ?? 150);
const bodyBytes = Number(process.env.BENCH_BODY_MB ?? 12) * 1024 * 1024;
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);

const BOUNDARY = "----bench-large-bodies";
const TARGETS = [
  { path: "/api/admin/addfoodCategoryitem", type: `multipart/form-data; boundary=${BOUNDARY}` },
  { path: "/api/adminauth/store/pause", type: "application/json" },
  { path: "/api/cart/addCart", type: "application/json" },
  { path: "/api/auth/SignUp", type: `multipart/form-data; boundary=${BOUNDARY}` },
  { path: "/order", type: "application/x-www-form-urlencoded" },
] as const;

const totalRss = () => appMemory().reduce((sum, row) => sum + row.rssMB, 0);

const CHUNK = Buffer.alloc(64 * 1024, "a");

/** One chunked POST of up to `bodyBytes`; stops sending once the answer (or an error) comes. */
function post(target: (typeof TARGETS)[number]): Promise<{ status: string; sentMB: number }> {
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const finish = (status: string) => {
      if (done) return;
      done = true;
      resolve({ status, sentMB: sent / 1024 / 1024 });
    };
    const req = request(
      {
        host: base.hostname,
        port: base.port || 80,
        path: target.path,
        method: "POST",
        // Kept alive, as browsers send: with "Connection: close" Node.js closes the connection as
        // soon as the answer is out, and a client still sending sees a reset instead of it.
        agent: new Agent({ keepAlive: true }),
        headers: { "content-type": target.type, "transfer-encoding": "chunked", origin: base.origin },
      },
      (res) => {
        res.resume();
        res.on("end", () => finish(String(res.statusCode)));
        res.on("error", () => finish(String(res.statusCode)));
        req.destroy();
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => finish(err.code ?? "error"));
    const pump = () => {
      while (!done && sent < bodyBytes) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once("drain", pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

async function main() {
  if (appMemory().length === 0)
    throw new Error("No app process of this checkout is running: `npm run build && npm start` first.");
  const before = totalRss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, totalRss())), 100);
  const statuses = new Map<string, number>();
  let sentMB = 0;
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) {
        const target = TARGETS[next++ % TARGETS.length]!;
        const result = await post(target);
        const key = `${target.path} → ${result.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        sentMB += result.sentMB;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 5000));
  clearInterval(sampler);
  const after = totalRss();
  console.log(
    `\n${total} chunked POSTs of up to ${bodyBytes / 1024 / 1024} MB, ${concurrency} at a time, against ${base.origin}:`,
  );
  console.table([...statuses.entries()].map(([answer, count]) => ({ answer, count })));
  console.log(`Sent ${Math.round(sentMB)} MB in ${seconds.toFixed(1)} s (each client stops sending once answered).`);
  console.log(`Resident memory of the app's processes: before ${before} MB, peak ${peak} MB, 5 s after ${after} MB.`);
  console.table(appMemory());
}

await main();
