// `npm run test:instances`: two production app instances on one PostgreSQL, one Redis and one
// S3-compatible bucket (a double on 127.0.0.1), as a shop scaled out behind a load balancer
// would run. Needs DATABASE_URL (a server it may create a scratch database on) and a built app
// (`npm run build`); REDIS_URL defaults to redis://127.0.0.1:6379.
// It proves, with the figures printed:
//   - a price changed through instance A is what instance B answers within 2 s, although B
//     reads the menu from the cache (the entries are in Redis);
//   - a visitor's basket made on A is the basket B shows;
//   - a picture uploaded through A is served by B;
//   - failed admin sign-ins are counted across both instances;
//   - a separate job worker (`npm run worker`) starts on that database and stops cleanly.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "redis";
import sharp from "sharp";
import { formatMoney } from "../lib/platform/money";
import { startS3Double } from "../test/doubles/s3";
import {
  check,
  createScratchDatabase,
  CrashTestFailure,
  freePort,
  killGroup,
  readLog,
  startApp,
  startWorker,
  tail,
  waitUntilReady,
  type App,
} from "./support/app-process";

const say = (line: string) => console.log(`[instances-test] ${line}`);
const PROPAGATION_LIMIT_MS = 2000;
const ADMIN_PASSWORD = "instances-test-password";

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error("npm run test:instances needs DATABASE_URL (a PostgreSQL server it may create a scratch database on).");
  process.exit(1);
}
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

type Json = { success: boolean; message: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(base: string, pathname: string, init: RequestInit & { bearer?: string; cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.bearer) headers.set("authorization", `Bearer ${init.bearer}`);
  if (init.cookie) headers.set("cookie", init.cookie);
  const res = await fetch(base + pathname, { ...init, headers });
  return { res, json: (await res.json()) as Json };
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** Deletes this build's cache entries, so that nothing an earlier run cached is read. */
async function clearCache() {
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  try {
    let removed = 0;
    for await (const keys of redis.scanIterator({ MATCH: "storefront:*", COUNT: 500 })) {
      if (keys.length) removed += await redis.del(keys);
    }
    return removed;
  } finally {
    await redis.quit();
  }
}

async function countCacheKeys(match = "storefront:*") {
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  try {
    let count = 0;
    for await (const keys of redis.scanIterator({ MATCH: match, COUNT: 500 })) count += keys.length;
    return count;
  } finally {
    await redis.quit();
  }
}

const scratch = await createScratchDatabase(baseUrl, "instances");
const s3 = await startS3Double("instances-test");
const dataDir = mkdtempSync(path.join(tmpdir(), "instances-test-"));
const apps: Pick<App, "child" | "exited">[] = [];
let failed = false;

try {
  say(`cleared ${await clearCache()} cache entries left by earlier runs`);
  const instance = async (name: "a" | "b") => {
    const port = await freePort();
    const logFile = path.join(dataDir, `${name}.log`);
    const env = {
      ...s3.env,
      PORT: String(port),
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      // One for both, as the config requires with REDIS_URL: either may check what the other signed.
      AUTH_SECRET: "instances-test-secret-shared-by-a-and-b-0123",
      DATA_DIR: path.join(dataDir, name),
      APP_URL: `http://127.0.0.1:${port}`,
      ADMIN_PASSWORD,
      // The sign-in counters are per client address: the script plays one client behind a proxy.
      TRUSTED_PROXY_HOPS: "1",
    };
    const app = startApp(env, logFile);
    apps.push(app);
    const { readyMs } = await waitUntilReady(app, logFile, Date.now());
    say(`instance ${name.toUpperCase()} answers on ${app.baseUrl} after ${(readyMs / 1000).toFixed(1)} s`);
    return { ...app, logFile };
  };
  // One after the other: the first start migrates and seeds the shared database.
  const a = await instance("a");
  const b = await instance("b");

  const admin = await api(
    a.baseUrl,
    "/api/adminauth/adminlogin",
    json({ form: { username: "admin", password: ADMIN_PASSWORD } }),
  );
  check(admin.res.ok, `The admin could not sign in on A: ${JSON.stringify(admin.json)}`);
  const token = admin.json.data.token as string;

  // ---- a price change, through A, seen on B
  const menu = (await api(b.baseUrl, "/api/admin/categorydata")).json.data as {
    _id: string;
    categoryIteam: {
      _id: string;
      categoryId: string;
      categoryItemName: string;
      description: string;
      pricing: { size: string; price: number; offered: boolean }[];
    }[];
  }[];
  // A dish with variants, so that the basket's add below is a whole one.
  let item: (typeof menu)[number]["categoryIteam"][number] | undefined;
  let variants: { _id: string }[] = [];
  for (const category of menu.filter((c) => c.categoryIteam.length > 0)) {
    variants = (await api(b.baseUrl, `/api/admin/subfoodCategorydata/${category._id}`)).json.data.subcategories as {
      _id: string;
    }[];
    if (variants.length) {
      item = category.categoryIteam[0]!;
      break;
    }
  }
  check(item, "The seeded menu has no dish with variants.");
  await api(b.baseUrl, `/api/admin/categoryItembyId/${item._id}`);
  const keys = await countCacheKeys();
  check(keys > 0, "B read the menu but nothing was cached in Redis.");
  say(`B read the menu; ${keys} cache entries in Redis`);

  // Only the sizes the dish is made in: the others are listed at 0, offered: false (decision 108).
  const newPricing = item.pricing
    .filter((p) => p.offered)
    .map((p) => ({ size: p.size, price: Math.round((p.price + 1.11) * 100) / 100 }));
  // B's /order page for the dish's category, served from the shared page cache (decision 021).
  const orderPage = `${b.baseUrl}/order?category=${encodeURIComponent(item.categoryId)}`;
  const newPriceText = formatMoney(Math.round(newPricing[0]!.price * 100), "GBP");
  const pageBefore = await fetch(orderPage);
  // The app server keeps Next's x-nextjs-cache header to itself (decision 024): the page is
  // looked for where the cache keeps it.
  check((await countCacheKeys("storefront:*prerendered/order/*")) > 0, "B's /order is not in the shared page cache.");
  check(!(await pageBefore.text()).includes(newPriceText), `B's /order shows ${newPriceText} before the change.`);
  const form = new FormData();
  form.set("categoryId", item.categoryId);
  form.set("categoryItemName", item.categoryItemName);
  form.set("description", item.description);
  form.set("pricing", JSON.stringify(newPricing));
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2e86de" } })
    .png()
    .toBuffer();
  form.set("image", new File([new Uint8Array(picture)], "new.png", { type: "image/png" }));
  const changedAt = Date.now();
  const update = await api(a.baseUrl, `/api/admin/categoryItembyId/${item._id}`, {
    method: "PATCH",
    body: form,
    bearer: token,
  });
  check(update.res.ok, `The price change on A was refused: ${JSON.stringify(update.json)}`);
  const answeredAt = Date.now();
  const expected = newPricing[0]!.price;
  const priceOf = (pricing: { size: string; price: number }[] | undefined) =>
    pricing?.find((p) => p.size === newPricing[0]!.size)?.price;
  let seenAfterMs: number | null = null;
  while (Date.now() - changedAt < PROPAGATION_LIMIT_MS + 3000) {
    const [one, all] = await Promise.all([
      api(b.baseUrl, `/api/admin/categoryItembyId/${item._id}`),
      api(b.baseUrl, "/api/admin/categorydata"),
    ]);
    const inMenu = (all.json.data as typeof menu).flatMap((c) => c.categoryIteam).find((i) => i._id === item._id);
    const page = await (await fetch(orderPage)).text();
    if (
      priceOf(one.json.data.pricing) === expected &&
      priceOf(inMenu?.pricing) === expected &&
      page.includes(newPriceText)
    ) {
      seenAfterMs = Date.now() - changedAt;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  check(
    seenAfterMs !== null && seenAfterMs <= PROPAGATION_LIMIT_MS,
    `B still answered or showed on /order the old price ${PROPAGATION_LIMIT_MS} ms after A changed it.`,
  );
  say(
    `the new price was B's answer and on B's cached /order ${seenAfterMs} ms after the change was sent to A (limit ${PROPAGATION_LIMIT_MS} ms; ` +
      `A answered the change, with its picture, in ${answeredAt - changedAt} ms)`,
  );

  // ---- the picture uploaded through A, served by B
  const imageUrl = new URL(update.json.data.image as string);
  const fromA = await fetch(a.baseUrl + imageUrl.pathname);
  const fromB = await fetch(b.baseUrl + imageUrl.pathname);
  check(
    fromA.ok && fromB.ok,
    `The uploaded picture ${imageUrl.pathname}: A answered ${fromA.status}, B ${fromB.status}.`,
  );
  const [bytesA, bytesB] = [Buffer.from(await fromA.arrayBuffer()), Buffer.from(await fromB.arrayBuffer())];
  check(bytesA.equals(bytesB) && bytesB.length > 0, "B served other bytes than A for the same picture.");
  say(`the picture uploaded through A (${imageUrl.pathname}, ${bytesB.length} bytes) is served by B`);

  // ---- a visitor's basket, made on A, shown by B
  const added = await api(
    a.baseUrl,
    "/api/cart/addCart",
    json({
      qty: 2,
      total: Math.round(expected * 2 * 100) / 100,
      categoryItemId: item._id,
      size: newPricing[0]!.size,
      subcategoryId: variants[0]!._id,
    }),
  );
  check(added.res.status === 201, `A refused the visitor's add: ${JSON.stringify(added.json)}`);
  const visitorCookie = added.res.headers
    .getSetCookie()
    .find((c) => c.startsWith("basket_token="))!
    .split(";")[0]!;
  const onB = await api(b.baseUrl, "/api/cart/cartdetail", { cookie: visitorCookie });
  const lines = onB.json.data.Iteam as { categoryItem: { _id: string }; qty: number }[];
  check(
    lines.length === 1 && lines[0]!.categoryItem._id === item._id && lines[0]!.qty === 2,
    `B showed another basket: ${JSON.stringify(onB.json.data)}`,
  );
  say("the visitor's basket made on A is the basket B shows (1 line, 2 items)");

  // ---- a pause, through A, seen by B's very next read: B keeps a copy of the trading rules
  // (lib/platform/cache/trading-data.ts), and the pause must stop checkouts everywhere at once.
  const pausedOnB = async () => (await api(b.baseUrl, "/api/store/status")).json.data.paused as boolean;
  check(!(await pausedOnB()) && !(await pausedOnB()), "B shows the shop paused before any pause.");
  const pause = async (minutes: number) => {
    const res = await api(a.baseUrl, "/api/adminauth/store/pause", { ...json({ minutes }), bearer: token });
    check(res.res.ok, `The pause on A was refused: ${JSON.stringify(res.json)}`);
  };
  await pause(30);
  check(await pausedOnB(), "B's first status read after A's pause does not show the shop paused.");
  await pause(0);
  check(!(await pausedOnB()), "B's first status read after A's resume still shows the shop paused.");
  say("A's pause and resume were each seen by B's next status read");

  // ---- failed sign-ins counted across instances
  const wrong = (base: string) =>
    api(base, "/api/adminauth/adminlogin", {
      ...json({ form: { username: "admin", password: "not-the-password" } }),
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.77" },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push((await wrong(i % 2 ? b.baseUrl : a.baseUrl)).res.status);
  check(
    statuses.every((s) => s === 400 || s === 401),
    `Wrong passwords were answered ${statuses.join(", ")}.`,
  );
  const eleventh = await wrong(a.baseUrl);
  const twelfth = await wrong(b.baseUrl);
  check(
    eleventh.res.status === 429 && twelfth.res.status === 429,
    `After 10 failures split over A and B: ${eleventh.res.status} and ${twelfth.res.status}, not 429.`,
  );
  say("10 failed admin sign-ins split over A and B: the next one is refused (429) on both");

  // ---- the job worker of a scaled-out shop: its compiled bundle must load outside Next.js
  // (on 2026-12-01 it did not: a bare "next/cache" import, which only Next's own resolver takes).
  const workerLog = path.join(dataDir, "worker.log");
  const worker = startWorker(
    {
      ...s3.env,
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      AUTH_SECRET: "instances-test-secret-shared-by-a-and-b-0123",
      DATA_DIR: path.join(dataDir, "worker"),
    },
    workerLog,
  );
  apps.push(worker);
  const workerStarted = Date.now();
  while (!/Working background jobs/.test(readLog(workerLog))) {
    check(worker.child.exitCode === null, `The worker stopped while starting:\n${tail(workerLog)}`);
    check(Date.now() - workerStarted < 60_000, `The worker did not start within 60 s:\n${tail(workerLog)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  killGroup(worker, "SIGTERM");
  await Promise.race([worker.exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  check(
    worker.child.exitCode === 0,
    `The worker did not stop cleanly on SIGTERM (${worker.child.exitCode}):\n${tail(workerLog)}`,
  );
  say(`the job worker started in ${((Date.now() - workerStarted) / 1000).toFixed(1)} s and stopped cleanly on SIGTERM`);
  say("PASS");
} catch (err) {
  failed = true;
  if (err instanceof CrashTestFailure) console.error(`[instances-test] FAIL: ${err.message}`);
  else console.error(err);
  for (const name of ["a", "b", "worker"]) console.error(`--- ${name}.log\n${tail(path.join(dataDir, `${name}.log`))}`);
} finally {
  for (const app of apps) killGroup(app, "SIGTERM");
  await Promise.all(apps.map((app) => Promise.race([app.exited, new Promise((r) => setTimeout(r, 10_000))])));
  for (const app of apps) killGroup(app, "SIGKILL");
  await s3.stop();
  await scratch.drop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
