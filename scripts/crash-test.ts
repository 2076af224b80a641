// Crash safety: starts the production app (after `npm run build`), puts it under a short
// add-to-basket load, kills it with SIGKILL mid-load (the whole process group: launcher,
// embedded database, HTTP server), starts it again on the same data and checks that every
// write acknowledged with a 2xx is there. Embedded PGlite without DATABASE_URL; with it, a
// scratch database created beside the one named (and dropped afterwards).
//
//   npm run build && npm run test:crash
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run test:crash
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LINES_LIMIT_MESSAGE, QTY_LIMIT_MESSAGE } from "../lib/ordering/shared";
import {
  check,
  createScratchDatabase,
  CrashTestFailure,
  freePort,
  killGroup,
  ROOT,
  startApp,
  tail,
  waitUntilReady,
  type App,
} from "./support/app-process";

const CLIENTS = 8;
const LOAD_MS = 5_000; // load before the kill

const log = (line: string) => console.log(`[crash-test] ${line}`);

type Dish = { categoryItemId: string; size: string; price: number };

function dishesFrom(menu: {
  data: { categoryIteam: { _id: string; pricing: { size: string; price: number; offered: boolean }[] }[] }[];
}): Dish[] {
  // pricing lists the spec's four sizes; those a dish is not made in are offered: false (decision 108).
  return menu.data.flatMap((c) =>
    c.categoryIteam.flatMap((item) =>
      item.pricing.filter((p) => p.offered).map((p) => ({ categoryItemId: item._id, size: p.size, price: p.price })),
    ),
  );
}

type Client = { cookie?: string; ackedQty: Map<string, number>; acks: number; inFlight: number };

/** A basket at one of its bounds (decision 023) refuses the add and writes nothing: not a failure, not acknowledged. */
function isBasketBound(status: number, body: { message?: string; data?: unknown }): boolean {
  const qty = (body.data as { qty?: string } | undefined)?.qty;
  return (
    (status === 409 &&
      (body.message === LINES_LIMIT_MESSAGE || !!body.message?.startsWith("An online order can be at most"))) ||
    (status === 400 && qty === QTY_LIMIT_MESSAGE)
  );
}

/** One visitor adding to its basket, one request at a time, until told to stop. */
async function runClient(baseUrl: string, dishes: Dish[], client: Client, stop: { now: boolean }, seed: number) {
  let i = seed;
  while (!stop.now) {
    const dish = dishes[(i = (i * 7 + 13) % dishes.length)]!;
    client.inFlight = 1;
    try {
      const res = await fetch(`${baseUrl}/api/cart/addCart`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(client.cookie ? { cookie: client.cookie } : {}) },
        body: JSON.stringify({
          qty: 1,
          total: dish.price,
          subcategoryId: null,
          categoryItemId: dish.categoryItemId,
          size: dish.size,
        }),
      });
      const body = (await res.json()) as { success: boolean; data?: { _id: string; lineId: string }; message?: string };
      client.inFlight = 0;
      if (isBasketBound(res.status, body)) continue;
      if (res.status >= 200 && res.status < 300) {
        const token = res.headers.getSetCookie().find((c) => c.startsWith("basket_token="));
        if (token) client.cookie = token.split(";")[0];
        check(body.data?.lineId, `A 2xx answer without data.lineId: ${JSON.stringify(body)}`);
        client.ackedQty.set(body.data.lineId, (client.ackedQty.get(body.data.lineId) ?? 0) + 1);
        client.acks++;
      } else {
        throw new CrashTestFailure(`addCart answered ${res.status} before the kill: ${body.message}`);
      }
    } catch (err) {
      if (err instanceof CrashTestFailure && !stop.now) throw err;
      return; // the app was killed under this request: it was never acknowledged
    }
  }
}

async function main() {
  check(existsSync(path.join(ROOT, ".next/BUILD_ID")), "No production build: run `npm run build` first.");
  const serverUrl = process.env.DATABASE_URL || undefined;
  const mode = serverUrl ? "PostgreSQL" : "embedded PGlite";
  const dataDir = mkdtempSync(path.join(tmpdir(), "crash-test-"));
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, "crash") : undefined;
  const env = {
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? "",
    ADMIN_PASSWORD: "crash-test-admin-password",
    APP_URL: "",
  };
  let app: App | undefined;
  let stopLoad: { now: boolean } | undefined;
  let passed = false;
  try {
    log(`Mode: ${mode}. Data in ${dataDir}.`);
    let logFile = path.join(dataDir, "first-start.log");
    let startedAt = Date.now();
    app = startApp(env, logFile);
    const first = await waitUntilReady(app, logFile, startedAt);
    const dishes = dishesFrom(first.menu);
    check(dishes.length > 0, "The seeded menu is empty.");
    log(`Started in ${(first.readyMs / 1000).toFixed(1)} s; ${dishes.length} dish sizes on the menu.`);

    const clients: Client[] = Array.from({ length: CLIENTS }, () => ({ ackedQty: new Map(), acks: 0, inFlight: 0 }));
    const stop = { now: false };
    stopLoad = stop;
    const loadStart = Date.now();
    const running = clients.map((c, n) => runClient(app!.baseUrl, dishes, c, stop, n * 11 + 1));
    const failedEarly = Promise.race(running).then(() => "a client stopped before the kill");
    const outcome = await Promise.race([new Promise((r) => setTimeout(() => r("kill"), LOAD_MS)), failedEarly]);
    check(outcome === "kill", `The load ended early: ${String(outcome)}\n${tail(logFile)}`);

    const inFlightAtKill = clients.reduce((n, c) => n + c.inFlight, 0);
    stop.now = true;
    killGroup(app, "SIGKILL");
    await app.exited;
    await Promise.all(running);
    const loadSeconds = (Date.now() - loadStart) / 1000;
    const acked = clients.reduce((n, c) => n + c.acks, 0);
    log(
      `Load: ${CLIENTS} visitors, ${acked} adds acknowledged in ${loadSeconds.toFixed(1)} s; SIGKILL to the process group with ${inFlightAtKill} in flight.`,
    );
    check(acked >= 20, `Too few writes before the kill (${acked}) for the test to mean anything.`);
    if (!serverUrl) {
      log(
        `Lock file left behind by the kill: ${existsSync(path.join(dataDir, "db", "postmaster.lock")) ? "yes" : "no"}.`,
      );
    }

    logFile = path.join(dataDir, "restart.log");
    startedAt = Date.now();
    app = startApp(env, logFile);
    const second = await waitUntilReady(app, logFile, startedAt);
    log(
      `Restarted: database open and migrated in ${(second.dbOpenMs / 1000).toFixed(1)} s, app answering in ${(second.readyMs / 1000).toFixed(1)} s.`,
    );

    let found = 0;
    let extra = 0;
    const missing: string[] = [];
    for (const client of clients) {
      if (!client.cookie) continue;
      const res = await fetch(`${app.baseUrl}/api/cart/cartdetail`, { headers: { cookie: client.cookie } });
      check(res.ok, `cartdetail answered ${res.status} after the restart.`);
      const body = (await res.json()) as { data: { Iteam: { _id: string; qty: number }[] } };
      const stored = new Map(body.data.Iteam.map((line) => [line._id, line.qty]));
      for (const [lineId, qty] of client.ackedQty) {
        const have = stored.get(lineId) ?? 0;
        found += Math.min(have, qty);
        if (have < qty) missing.push(`line ${lineId}: ${qty} acknowledged, ${have} stored`);
        else extra += have - qty;
      }
    }
    log(
      `After restart: ${found} of ${acked} acknowledged adds found; ${extra} more stored than acknowledged (answers lost in the kill, at most ${inFlightAtKill}).`,
    );
    check(missing.length === 0, `Acknowledged writes lost:\n  ${missing.join("\n  ")}`);
    check(extra <= inFlightAtKill, `More writes stored (${extra}) than could have been in flight (${inFlightAtKill}).`);
    const stopping = Date.now();
    killGroup(app, "SIGTERM");
    await app.exited;
    log(`Stopped gracefully (SIGTERM) in ${((Date.now() - stopping) / 1000).toFixed(1)} s.`);
    if (!serverUrl) {
      check(!existsSync(path.join(dataDir, "db", "postmaster.lock")), "A graceful stop left the data folder locked.");
    }
    log(`PASS (${mode}): every acknowledged write survived SIGKILL.`);
    passed = true;
  } finally {
    if (stopLoad) stopLoad.now = true;
    if (app && app.child.exitCode === null && app.child.signalCode === null) {
      killGroup(app, "SIGTERM");
      await Promise.race([app.exited, new Promise((r) => setTimeout(r, 15_000))]);
      killGroup(app, "SIGKILL");
    }
    await scratch?.drop().catch((err: unknown) => log(`Could not drop the scratch database: ${String(err)}`));
    if (passed) rmSync(dataDir, { recursive: true, force: true });
    else log(`Data and app logs kept in ${dataDir}.`);
  }
}

main().catch((err: unknown) => {
  console.error(`[crash-test] FAIL: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
