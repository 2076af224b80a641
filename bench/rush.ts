// `npm run bench:rush`: a Friday-night rush (issue 26). N production instances on one scratch
// PostgreSQL database, one Redis and one S3 double, with Stripe, Razorpay and Resend doubles at
// the network's edge, take RUSH_CUSTOMERS customers arriving over RUSH_SECONDS towards a peak,
// while a kitchen board polls each instance, a member of staff moves the orders along and a
// CloudPRNT printer prints the kitchen's tickets. It prints latency per step, orders per minute,
// CPU and memory per process, then checks the books in the database and exits non-zero when
// one does not balance.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/rush npm run bench:rush
//   RUSH_CUSTOMERS (300)  RUSH_SECONDS (300)  RUSH_INSTANCES (2)  REDIS_URL (redis://127.0.0.1:6379)
//   RUSH_SLOW_MS (250: statements slower are in PostgreSQL's log)  RUSH_KEEP_DB (keep the scratch database)
//   RUSH_QUIET_SECONDS (45: how long the instances are left without requests before memory is read last)
//   RUSH_HISTORY_ORDERS (0: finished orders of the past year written first, a third with an offer,
//   so that what grows with a shop's history shows in the figures)
//
// Needs a built app (`npm run build`). Every journey uses the HTTP API the storefront's own
// pages call (lib/api contracts); only the card's confirm and Razorpay's capture, which happen
// in the provider's window, are played on the doubles directly.
import { createHmac, randomBytes, randomInt } from "node:crypto";
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import { DateTime } from "../lib/platform/time";
import pg from "pg";
import { createClient } from "redis";
import { MEDIA_TYPES } from "../lib/printing/shared";
import { CloudPrntClient, httpSend } from "../scripts/printing/cloudprnt-client";
import {
  createScratchDatabase,
  freePort,
  killGroup,
  ROOT,
  tail,
  waitUntilReady,
  type App,
} from "../scripts/support/app-process";
import { startRazorpayDouble } from "../test/doubles/razorpay";
import { startResendDouble } from "../test/doubles/resend";
import { startS3Double } from "../test/doubles/s3";
import { startStripeDouble, stripeEnv } from "../test/doubles/stripe";

const say = (line: string) => console.log(`[rush] ${line}`);

const CUSTOMERS = Number(process.env.RUSH_CUSTOMERS ?? 300);
const SECONDS = Number(process.env.RUSH_SECONDS ?? 300);
const INSTANCES = Number(process.env.RUSH_INSTANCES ?? 2);
const ADMIN_PASSWORD = "rush-bench-admin-password";
const CUSTOMER_PASSWORD = "rush-bench-1";
const RAZORPAY = { keyId: "rzp_test_rush", keySecret: "rzp_rush_secret" };
// Seats per 15-minute slot: a small kitchen's. With ASAP orders all landing in the current slot,
// the rush fills it, and customers are refused (409) and choose a later time, as they would.
const CAPACITY = { delivery: 8, collection: 6 };
// Postcodes in the seeded delivery zone (DELIVERY_OUTWARD_CODES' default: W1, SE1, EC1, NW1, ...).
const SHARED_SECRET = randomBytes(32).toString("base64url");
/** Statements slower than this (ms) are written to PostgreSQL's server log. */
const SLOW_MS = Number(process.env.RUSH_SLOW_MS ?? 250);
const QUIET_SECONDS = Number(process.env.RUSH_QUIET_SECONDS ?? 45);
const HISTORY_ORDERS = Number(process.env.RUSH_HISTORY_ORDERS ?? 0);
/** The past year's customers (HISTORY_ORDERS / 20 of them): left out of the books' checks. */
const HISTORY_EMAILS = "history-%@example.co.uk";
const HISTORY_CUSTOMERS = `SELECT id FROM "Customer" WHERE email LIKE '${HISTORY_EMAILS}'`;
const NOT_HISTORY = `"customerId" NOT IN (${HISTORY_CUSTOMERS})`;
/** When the memory is read first in the quiet spell: the app server gives a load's memory back within seconds (decision 066). */
const SETTLE_SECONDS = 5;
const POSTCODES = ["W1B 4HQ", "SE1 7PB", "EC1A 1BB", "NW1 6XE", "WC2N 5DU", "N1 9GU", "E1 6AN"];

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error("npm run bench:rush needs DATABASE_URL (a PostgreSQL server it may create a scratch database on).");
  process.exit(1);
}
if (!(CUSTOMERS >= 1 && SECONDS >= 1 && INSTANCES >= 1)) {
  console.error("RUSH_CUSTOMERS, RUSH_SECONDS and RUSH_INSTANCES must be positive numbers.");
  process.exit(1);
}
if (!(QUIET_SECONDS >= 0)) {
  console.error("RUSH_QUIET_SECONDS must be a number of seconds (0 or more).");
  process.exit(1);
}
if (!(Number.isInteger(HISTORY_ORDERS) && HISTORY_ORDERS >= 0)) {
  console.error("RUSH_HISTORY_ORDERS must be a whole number of orders (0 or more).");
  process.exit(1);
}
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

// ---------------------------------------------------------------------------------------------
// Measuring: every request is timed under the name of its step.

type Json = { success?: boolean; message?: string; data?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Sample = { ms: number; ok: boolean };
const samples = new Map<string, Sample[]>();
const errorLog: string[] = [];
/** Refusals a customer meets and gets past (a full slot): counted apart from errors. */
const refusals = new Map<string, number>();

function record(step: string, ms: number, ok: boolean) {
  let list = samples.get(step);
  if (!list) samples.set(step, (list = []));
  list.push({ ms, ok });
}

type CallOptions = {
  method?: string;
  body?: unknown;
  form?: URLSearchParams;
  bearer?: string;
  cookie?: string;
  ip?: string;
  expect?: number[];
};

/**
 * One timed request. `expect` lists statuses that are a normal answer for this step (a full
 * slot's 409): they are neither successes nor errors, and are counted as refusals.
 */
async function call(step: string, base: string, pathname: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.cookie) headers.cookie = options.cookie;
  // Each customer comes from an address of their own (the instances trust one proxy hop), so
  // the per-address limits (sign-ups, sign-ins) see many customers, not one bench.
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  let body: string | undefined;
  if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = options.form.toString();
  } else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const started = performance.now();
  let res: Response;
  let text: string;
  try {
    res = await fetch(base + pathname, {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
    });
    text = await res.text();
  } catch (err) {
    record(step, performance.now() - started, false);
    // undici says only "fetch failed": the cause (ECONNREFUSED, ECONNRESET, a timeout) is the news.
    const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
    const why = `${(err as Error).message}${cause ? ` (${cause.code ?? ""} ${cause.message ?? ""})` : ""}`;
    errorLog.push(`${step}: ${base}${pathname}: ${why}`);
    throw new Error(`${step}: ${why}`);
  }
  const ms = performance.now() - started;
  const refused = options.expect?.includes(res.status) ?? false;
  let json: Json = {};
  if ((res.headers.get("content-type") ?? "").includes("json")) json = JSON.parse(text) as Json;
  if (refused) {
    const why = /minimum order/i.test(json.message ?? "")
      ? "below the minimum"
      : /full|as many orders/i.test(json.message ?? "")
        ? "slot full"
        : (json.message ?? "").slice(0, 60);
    refusals.set(`${step}: ${why}`, (refusals.get(`${step}: ${why}`) ?? 0) + 1);
  } else record(step, ms, res.ok);
  if (!res.ok && !refused) errorLog.push(`${step}: ${res.status} ${pathname}: ${text.slice(0, 300)}`);
  return { res, json, text };
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// ---------------------------------------------------------------------------------------------
// Processes: CPU seconds and resident memory from /proc, for each instance's process tree,
// the scratch database's PostgreSQL backends and Redis.

const CLK_TCK = 100; // USER_HZ on Linux
type ProcSample = { cpuS: number; rssMB: number; anonMB: number; hwmMB: number };

function readProc(pid: number): ProcSample | null {
  try {
    // The command may hold spaces and parentheses: the fields are counted after its closing ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const cpuS = (Number(fields[11]) + Number(fields[12])) / CLK_TCK; // utime, stime (fields 14, 15)
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
    return { cpuS, rssMB: kb("VmRSS") / 1024, anonMB: kb("RssAnon") / 1024, hwmMB: kb("VmHWM") / 1024 };
  } catch {
    return null; // gone meanwhile
  }
}

function allPids() {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

function parentOf(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return -1;
  }
}

function cmdline(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
  } catch {
    return "";
  }
}

/** The process and all its descendants. */
function tree(root: number) {
  const pids = allPids();
  const found = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const pid of pids) {
      if (!found.has(pid) && found.has(parentOf(pid))) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
}

/**
 * Follows groups of processes over the run: per pid the first and last CPU reading (a pid gone
 * before the end keeps its last one) and the highest resident memory seen.
 */
type TWatched = {
  first: number;
  last: number;
  peakRss: number;
  peakAnon: number;
  hwm: number;
  rss: number;
  settledRss?: number;
  sampled: number;
};

class ProcessWatch {
  private seen = new Map<string, Map<number, TWatched>>();
  private samples = 0;

  sample(groups: Record<string, number[]>) {
    this.samples += 1;
    for (const [group, pids] of Object.entries(groups)) {
      let byPid = this.seen.get(group);
      if (!byPid) this.seen.set(group, (byPid = new Map()));
      for (const pid of pids) {
        const s = readProc(pid);
        if (!s) continue;
        const was = byPid.get(pid);
        if (!was)
          byPid.set(pid, {
            first: s.cpuS,
            last: s.cpuS,
            peakRss: s.rssMB,
            peakAnon: s.anonMB,
            hwm: s.hwmMB,
            rss: s.rssMB,
            sampled: this.samples,
          });
        else
          Object.assign(was, {
            last: s.cpuS,
            peakRss: Math.max(was.peakRss, s.rssMB),
            peakAnon: Math.max(was.peakAnon, s.anonMB),
            hwm: Math.max(was.hwm, s.hwmMB),
            rss: s.rssMB,
            sampled: this.samples,
          });
      }
    }
  }

  /** The last sample's readings are the "settled" ones: a few seconds into the quiet spell. */
  markSettled() {
    for (const byPid of this.seen.values())
      for (const p of byPid.values()) if (p.sampled === this.samples) p.settledRss = p.rss;
  }

  rows() {
    return [...this.seen].map(([group, byPid]) => {
      const list = [...byPid.values()];
      return {
        process: group,
        pids: list.length,
        "CPU s (run)": +list.reduce((s, p) => s + p.last - p.first, 0).toFixed(1),
        "peak RSS MB (sum)": Math.round(list.reduce((s, p) => s + p.peakRss, 0)),
        // PostgreSQL's backends each count the shared buffers they touched in their RSS: the
        // anonymous part is what each one holds of its own.
        "peak RssAnon MB (sum)": Math.round(list.reduce((s, p) => s + p.peakAnon, 0)),
        "max VmHWM MB (one pid)": Math.round(Math.max(0, ...list.map((p) => p.hwm))),
        // Most of a Node heap's growth under load is garbage and emptied pages, given back once the
        // requests die down (decisions 054, 066): what the processes still running hold a few
        // seconds into the quiet spell and at its end.
        [`RSS MB ${SETTLE_SECONDS} s into the quiet (sum)`]: Math.round(
          list.reduce((s, p) => s + (p.settledRss ?? 0), 0),
        ),
        [`RSS MB after ${QUIET_SECONDS} s quiet (sum)`]: Math.round(
          list.filter((p) => p.sampled === this.samples).reduce((s, p) => s + p.rss, 0),
        ),
      };
    });
  }
}

/** PostgreSQL's backends serving the scratch database ("postgres: user db host(port) state"). */
function postgresBackends(database: string) {
  return allPids().filter((pid) => {
    const cmd = cmdline(pid);
    return cmd.startsWith("postgres: ") && cmd.split(" ").includes(database);
  });
}

function redisServer() {
  return allPids().filter((pid) => cmdline(pid).startsWith("redis-server"));
}

// ---------------------------------------------------------------------------------------------
// The menu, as the /order page reads it.

type Price = { size: string; price: number };
type Option = { _id: string; price: number; prices: Price[]; available: boolean };
type Group = { _id: string; min: number; max: number; options: Option[] };
type Dish = {
  _id: string;
  categoryId: string;
  categoryItemName: string;
  pricing: Price[];
  extras: Group[];
  available: boolean;
};
type Menu = { categories: { _id: string; name: string; dishes: Dish[]; variants: string[] }[] };

async function readMenu(base: string): Promise<Menu> {
  const all = (await call("setup", base, "/api/admin/categorydata")).json.data as {
    _id: string;
    Categoryname: string;
    categoryIteam: Dish[];
  }[];
  const categories = [];
  for (const c of all) {
    const variants = ((await call("setup", base, `/api/admin/subfoodCategorydata/${c._id}`)).json.data?.subcategories ??
      []) as {
      _id: string;
      available: boolean;
    }[];
    const dishes = c.categoryIteam.filter((d) => d.available && d.pricing.some((p) => p.price > 0));
    if (dishes.length)
      categories.push({
        _id: c._id,
        name: c.Categoryname,
        dishes,
        variants: variants.filter((v) => v.available).map((v) => v._id),
      });
  }
  return { categories };
}

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;
const chance = (p: number) => Math.random() < p;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pence = (major: number) => Math.round(major * 100);
/** Object.groupBy's counts (Node 20 has no Object.groupBy). */
function countBy<T>(list: T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of list) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts];
}

/** A basket line as the dish's modal makes it: a size, the required extras and maybe one more. */
function chooseLine(menu: Menu) {
  const category = pick(menu.categories);
  const dish = pick(category.dishes);
  const price = pick(dish.pricing.filter((p) => p.price > 0));
  const extras: string[] = [];
  let unit = pence(price.price);
  for (const group of dish.extras) {
    const options = group.options.filter((o) => o.available);
    const want = Math.min(options.length, group.max, Math.max(group.min, chance(0.4) ? 1 : 0));
    for (const option of [...options].sort(() => Math.random() - 0.5).slice(0, want)) {
      extras.push(option._id);
      unit += pence(option.prices.find((p) => p.size === price.size)?.price ?? option.price);
    }
  }
  const qty = chance(0.75) ? 1 : 2;
  return {
    dish,
    body: {
      qty,
      total: (unit * qty) / 100,
      subcategoryId: category.variants.length ? pick(category.variants) : null,
      categoryItemId: dish._id,
      size: price.size,
      ...(extras.length ? { extras } : {}),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The customers.

type Outcome = {
  placed: { orderId: string; customer: string; method: string; at: number } | null;
  failed: string | null;
  gaveUp?: string;
};
/** A customer refused at every time they tried: the kitchen's capacity doing its job, not a fault. */
class GaveUp extends Error {}
const outcomes: Outcome[] = [];

type Shop = {
  instances: string[];
  menu: Menu;
  resend: Awaited<ReturnType<typeof startResendDouble>>;
  razorpay: Awaited<ReturnType<typeof startRazorpayDouble>>;
  stripe: Awaited<ReturnType<typeof startStripeDouble>>;
};

/** The verification link's token from the mail the Resend double received for `to`. */
async function verifyToken(shop: Shop, to: string) {
  for (let i = 0; i < 300; i++) {
    for (const mail of shop.resend.received) {
      if (mail.body.to !== to) continue;
      const token = /\/auth\/verifyemail\/([A-Za-z0-9_-]+)/.exec(mail.body.text ?? mail.body.html)?.[1];
      if (token) return token;
    }
    await sleep(200);
  }
  throw new Error(`no verification mail reached ${to} within 60 s`);
}

async function journey(shop: Shop, n: number, account: { email: string; existing: boolean }) {
  // Each request of a customer may land on any instance, as behind a load balancer without stickiness.
  const base = () => pick(shop.instances);
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const who = { ip };
  let cookie = "";

  // Browsing: the pages, the menu, a search, a few dishes opened.
  await call("page /", base(), "/", who);
  await call("page /order", base(), "/order", who);
  if (chance(0.3)) await call("page /restaurant", base(), "/restaurant", who);
  await call("menu categories", base(), "/api/admin/foodcategorydatashow", who);
  for (let i = 0; i < 1 + randomInt(3); i++) {
    const category = pick(shop.menu.categories);
    await call("menu category", base(), `/api/admin/foodCategoryItemdata/${category._id}`, who);
    await call("menu variants", base(), `/api/admin/subfoodCategorydata/${category._id}`, who);
  }
  if (chance(0.5))
    await call(
      "search /order?q=",
      base(),
      `/order?q=${encodeURIComponent(pick(["pizza", "garlic", "chicken", "cola", "fries", "veg"]))}`,
      who,
    );
  await call("store status", base(), "/api/store/status", who);

  // The basket, filled as a visitor: 2-5 lines, each dish opened first.
  const lines = 2 + randomInt(4);
  for (let i = 0; i < lines; i++) {
    const line = chooseLine(shop.menu);
    await call("open dish", base(), `/api/admin/categoryItembyId/${line.dish._id}`, who);
    const added = await call("add to basket", base(), "/api/cart/addCart", { ...who, body: line.body, cookie });
    const set = added.res.headers.getSetCookie().find((c) => c.startsWith("basket_token="));
    if (set) cookie = set.split(";")[0]!;
    if (!added.res.ok) throw new Error(`addCart ${added.res.status}: ${added.json.message}`);
  }
  await call("basket", base(), "/api/cart/cartdetail", { ...who, cookie });

  // Signing in (the visitor's basket follows the customer), or signing up first.
  if (!account.existing) {
    const form = new URLSearchParams({
      username: `r${n}`.slice(0, 15).padEnd(3, "x"),
      email: account.email,
      password: CUSTOMER_PASSWORD,
    });
    const signUp = await call("sign up", base(), "/api/auth/SignUp", { ...who, form, cookie });
    if (signUp.res.status !== 201) throw new Error(`SignUp ${signUp.res.status}: ${signUp.text.slice(0, 200)}`);
    const token = await verifyToken(shop, account.email);
    const verified = await call("verify e-mail", base(), `/api/auth/verifyemail/${token}`, who);
    if (!verified.res.ok) throw new Error(`verifyemail ${verified.res.status}`);
  }
  const signIn = await call("sign in", base(), "/api/auth/SignIn", {
    ...who,
    cookie,
    body: { email: account.email, password: CUSTOMER_PASSWORD },
  });
  if (!signIn.res.ok) throw new Error(`SignIn ${signIn.res.status}: ${signIn.json.message}`);
  const me = { ip, bearer: signIn.json.data.token as string };
  if (!account.existing) {
    const contact = await call("contact", base(), "/api/auth/user/contact", {
      ...me,
      method: "PUT",
      body: { name: `Rush ${n}`, phone: "07911 123456" },
    });
    if (!contact.res.ok) throw new Error(`contact ${contact.res.status}: ${contact.json.message}`);
  }
  const basket = await call("basket", base(), "/api/cart/cartdetail", me);
  if ((basket.json.data?.Iteam?.length ?? 0) === 0) throw new Error("the basket was empty after signing in");

  // Delivery to an address in the zone, or collection; as soon as possible or a slot.
  const fulfilment = chance(0.65) ? "delivery" : "collection";
  if (fulfilment === "delivery") {
    const address = await call("add address", base(), "/api/cart/addAddress", {
      ...me,
      body: { line1: `${1 + randomInt(200)} Rush Street`, town: "London", postcode: pick(POSTCODES) },
    });
    if (!address.res.ok) throw new Error(`addAddress ${address.res.status}: ${address.json.message}`);
    await call("select address", base(), "/api/cart/selectAddress", {
      ...me,
      body: { addressId: address.json.data._id },
    });
  }
  const chooseSlot = async (asap: boolean) => {
    const slots = (await call("slots", base(), `/api/store/slots?fulfilment=${fulfilment}`, me)).json.data?.slots as {
      start: string;
      available: boolean;
    }[];
    const open = (slots ?? []).filter((s) => s.available);
    // The list is a moment old: a slot shown free may be full when chosen (400), then the
    // customer takes the next free one, as the checkout's picker would offer.
    for (const [i, candidate] of (asap || open.length === 0 ? [null] : [pick(open.slice(0, 6)), ...open]).entries()) {
      const slot = candidate?.start ?? null;
      const chosen = await call("fulfilment", base(), "/api/cart/fulfilment", {
        ...me,
        body: { fulfilment, slot },
        expect: [400],
      });
      if (chosen.res.ok) return;
      if (chosen.res.status !== 400 || !/full/i.test(chosen.json.message ?? "") || i >= 5)
        throw new Error(`fulfilment ${chosen.res.status}: ${chosen.json.message}`);
    }
    throw new Error("fulfilment: no slot left to choose");
  };
  await chooseSlot(chance(0.6));
  const methods = (await call("payment methods", base(), "/api/checkout/methods", me)).json.data as {
    method: string;
    available: boolean;
  }[];
  const wanted = pick(["card", "card", "card", "razorpay", "razorpay", "cash"]);
  const method = methods?.find((m) => m.method === wanted && m.available) ? wanted : "card";

  // Checking out. A full slot (409) sends the customer to a later one; a basket below the
  // zone's minimum (409) gets one more dish; three tries at most, as a patient customer.
  let created: Awaited<ReturnType<typeof call>> | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    created = await call("create_order", base(), "/api/cart/create_order", { ...me, body: { method }, expect: [409] });
    if (created.res.status !== 409) break;
    if (/minimum order/i.test(created.json.message ?? "")) {
      const line = chooseLine(shop.menu);
      await call("add to basket", base(), "/api/cart/addCart", { ...me, body: line.body });
    } else await chooseSlot(false);
  }
  if (created?.res.status === 409) throw new GaveUp(`create_order 409: ${created.json.message}`);
  if (!created?.res.ok) throw new Error(`create_order ${created?.res.status}: ${created?.json.message}`);
  const order = created.json.data as {
    provider: string;
    orderId: string;
    orderRef?: string;
    amount: number;
    paymentIntentId?: string;
    clientSecret?: string;
  };

  // Paying in the provider's window, then the page's verify_order.
  let orderId = order.orderId;
  if (order.provider === "stripe") {
    const confirm = await fetch(`${shop.stripe.url}/v1/payment_intents/${order.paymentIntentId}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        key: shop.stripe.publishableKey,
        client_secret: order.clientSecret!,
        "payment_method_data[type]": "card",
        "payment_method_data[card][number]": "4242424242424242",
      }),
    });
    if (!confirm.ok) throw new Error(`Stripe confirm ${confirm.status}`);
    const verified = await call("verify_order", base(), "/api/cart/verify_order", {
      ...me,
      body: { payment_intent: order.paymentIntentId },
    });
    if (!verified.res.ok) throw new Error(`verify_order (card) ${verified.res.status}: ${verified.json.message}`);
    orderId = verified.json.data.orderId;
  } else if (order.provider === "razorpay") {
    const paymentId = shop.razorpay.capture(order.orderId, order.amount);
    const signature = createHmac("sha256", RAZORPAY.keySecret).update(`${order.orderId}|${paymentId}`).digest("hex");
    const verified = await call("verify_order", base(), "/api/cart/verify_order", {
      ...me,
      body: { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
    });
    if (!verified.res.ok) throw new Error(`verify_order (razorpay) ${verified.res.status}: ${verified.json.message}`);
    orderId = verified.json.data.orderId;
  }
  outcomes.push({ placed: { orderId, customer: account.email, method: order.provider, at: Date.now() }, failed: null });

  // Watching the order: the confirmation page and the tracking it polls.
  for (let i = 0; i < 3 + randomInt(3); i++) {
    await sleep(2000 + randomInt(3000));
    await call("track", base(), `/api/cart/userOreder/${orderId}`, me);
  }
}

// ---------------------------------------------------------------------------------------------
// The staff: a board on each instance, one person moving orders, one kitchen printer.

type BoardOrder = {
  _id: string;
  status: string;
  nextStatuses: string[];
  slotStart: string | null;
  amountDue: number;
  paymentMethod?: string;
};

function startStaff(shop: Shop, token: string, printer: { user: string; password: string }) {
  let running = true;
  const moves = { accepted: 0, moved: 0, cashTaken: 0 };
  const printed = new Map<string, number>();
  const loops: Promise<void>[] = [];

  // The kitchen board polls its two reads every few seconds, on every instance.
  for (const base of shop.instances) {
    loops.push(
      (async () => {
        while (running) {
          await call("board orders", base, "/api/adminauth/orders", { bearer: token }).catch(() => undefined);
          await call("board kitchen", base, "/api/adminauth/kitchen", { bearer: token }).catch(() => undefined);
          await sleep(3000);
        }
      })(),
    );
  }

  // One member of staff works the board: accepts new orders and moves each one step a round.
  loops.push(
    (async () => {
      let round = 0;
      while (running) {
        const base = shop.instances[round++ % shop.instances.length]!;
        try {
          const board = (await call("staff board", base, "/api/adminauth/orders", { bearer: token })).json
            .data as BoardOrder[];
          for (const order of board ?? []) {
            if (!running) break;
            if (order.status === "placed") {
              const body = order.slotStart ? {} : { prepMinutes: 20 };
              const res = await call("staff accept", base, `/api/adminauth/orders/${order._id}/accept`, {
                bearer: token,
                body,
              });
              if (res.res.ok) moves.accepted++;
              continue;
            }
            const next = order.nextStatuses.find((s) => s !== "cancelled");
            if (!next) continue;
            // The rider or the counter takes the cash before the order is handed over.
            if ((next === "delivered" || next === "collected") && order.amountDue > 0) {
              const paid = await call("staff cash taken", base, `/api/adminauth/orders/${order._id}/paid`, {
                bearer: token,
                body: {},
              });
              if (paid.res.ok) moves.cashTaken++;
            }
            const res = await call("staff move", base, `/api/adminauth/orderStatus/${order._id}`, {
              bearer: token,
              method: "PATCH",
              body: { status: next },
            });
            if (res.res.ok) moves.moved++;
          }
        } catch {
          // counted as an error of its step
        }
        await sleep(2000);
      }
    })(),
  );

  // The kitchen's CloudPRNT printer polls the first instance, as a printer points at one URL.
  const client = new CloudPrntClient(
    httpSend(`${shop.instances[0]}/api/print/cloudprnt`, printer.user, printer.password),
    "00:11:62:72:75:73",
  );
  const printOnce = async () => {
    const started = performance.now();
    try {
      const job = await client.runOnce([MEDIA_TYPES.starprnt, MEDIA_TYPES.text], async ({ token: jobToken }) => {
        printed.set(jobToken, (printed.get(jobToken) ?? 0) + 1);
        return "200 OK";
      });
      record("printer poll+print", performance.now() - started, true);
      return job !== null;
    } catch (err) {
      record("printer poll+print", performance.now() - started, false);
      errorLog.push(`printer: ${(err as Error).message}`);
      return false;
    }
  };
  loops.push(
    (async () => {
      while (running) {
        while (running && (await printOnce()));
        await sleep(2000);
      }
    })(),
  );

  return {
    moves,
    printed,
    /**
     * Prints whatever is due now, until the printer is offered nothing; answers when that last
     * poll started: every ticket due by then has been printed.
     */
    drainPrinter: async () => {
      for (;;) {
        const pollAt = new Date();
        if (!(await printOnce())) return pollAt;
      }
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Setting the shop up for the night.

/** The admin's bearer token, signed in on an instance. */
async function adminToken(base: string) {
  const res = await call("setup", base, "/api/adminauth/adminlogin", {
    body: { form: { username: "admin", password: ADMIN_PASSWORD } },
  });
  if (!res.res.ok) throw new Error(`The admin could not sign in: ${res.text}`);
  return res.json.data.token as string;
}

async function prepareShop(base: string, token: string, db: pg.Client) {
  const bearer = { bearer: token };
  // Open all day today and tomorrow (London), whatever the hour the bench runs at.
  const hours = (await call("setup", base, "/api/adminauth/store/hours", bearer)).json.data as {
    exceptions: { date: string }[];
  } & Record<string, unknown>;
  const today = DateTime.now().setZone("Europe/London");
  const dates = [today.toISODate()!, today.plus({ days: 1 }).toISODate()!];
  const open = dates.map((date) => ({
    date,
    yearly: false,
    fulfilment: "both",
    spans: [{ opens: "00:00", closes: "00:00" }],
    note: "bench:rush open all day",
  }));
  const saved = await call("setup", base, "/api/adminauth/store/hours", {
    ...bearer,
    method: "PUT",
    body: { ...hours, exceptions: [...hours.exceptions.filter((e) => !dates.includes(e.date)), ...open] },
  });
  if (!saved.res.ok) throw new Error(`Opening hours refused: ${saved.text}`);

  // Cash on delivery and at collection: changing them through the API needs the owner's
  // two-factor sign-in (payments.settings), which a bench cannot type. They are switched on in
  // the row itself; the PUT below then sends them unchanged, which needs no second factor, and
  // its save clears the cached rules on every instance.
  await db.query(
    `UPDATE "StoreSettings" SET "cashOnDelivery" = true, "payAtCollection" = true, "cashMaxOrderPence" = 20000`,
  );
  const settings = (await call("setup", base, "/api/adminauth/store/settings", bearer)).json.data as Record<
    string,
    unknown
  >;
  const put = await call("setup", base, "/api/adminauth/store/settings", {
    ...bearer,
    method: "PUT",
    body: {
      prepMinutes: settings.prepMinutes,
      deliveryMinutes: settings.deliveryMinutes,
      deliverySlotCapacity: CAPACITY.delivery,
      collectionSlotCapacity: CAPACITY.collection,
      busyExtraMinutes: settings.busyExtraMinutes,
      minimumAppliesToCollection: settings.minimumAppliesToCollection,
      maxOrderValue: settings.maxOrderValue,
      cashOnDelivery: true,
      payAtCollection: true,
      cashMaxOrder: 200,
      adminPreview: settings.adminPreview,
    },
  });
  if (!put.res.ok) throw new Error(`Store settings refused: ${put.text}`);

  // A kitchen printer, so that accepting an order queues its ticket.
  const printer = await call("setup", base, "/api/adminauth/printers", {
    ...bearer,
    body: { name: "Rush kitchen", protocol: "cloudprnt", purposes: ["kitchen"], pollSeconds: 2 },
  });
  if (!printer.res.ok) throw new Error(`Printer refused: ${printer.text}`);
  const setup = printer.json.data.setup as { username: string; password: string };
  return { user: setup.username, password: setup.password };
}

/**
 * A year of trading before tonight: finished orders (delivered or collected, paid by card and
 * numbered; no payment rows, so the providers' checks count only tonight's) of past customers,
 * one line each, a third with the seeded uncapped offer. Nothing of it is in the books' checks
 * (NOT_HISTORY).
 */
async function writeHistory(db: pg.Client, orders: number) {
  if (orders === 0) return { customers: 0, withOffer: 0 };
  const customers = Math.max(1, Math.round(orders / 20));
  await db.query(
    `INSERT INTO "Customer" (id, username, email, "emailNormalized", "passwordHash", "isVerified", "updatedAt")
     SELECT gen_random_uuid(), 'Past' || g, 'history-' || g || '@example.co.uk', 'history-' || g || '@example.co.uk', 'x', true, now()
       FROM generate_series(1, $1::int) g`,
    [customers],
  );
  const dish = (
    await db.query<{ id: string; name: string; pricePence: number }>(
      `SELECT i.id, i.name, p."pricePence" FROM "CategoryItem" i JOIN "ItemPrice" p ON p."itemId" = i.id AND p.size = 'medium' LIMIT 1`,
    )
  ).rows[0]!;
  await db.query(
    `WITH past AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM "Customer" WHERE id IN (${HISTORY_CUSTOMERS})),
          made AS (SELECT g, now() - interval '1 day' - random() * interval '364 days' AS at,
                          CASE WHEN g % 3 = 0 THEN 2 * $2::int / 10 ELSE 0 END AS discount,
                          CASE WHEN g % 2 = 0 THEN 299 ELSE 0 END AS fee
                     FROM generate_series(1, $1::int) g)
     INSERT INTO "Order" (id, "customerId", status, currency, "subtotalPence", "discountPence", "deliveryFeePence",
                          "grandTotalPence", fulfilment, "paymentMethod", "paidAt", "placedAt", "createdAt", "updatedAt", number)
     SELECT gen_random_uuid(), past.id,
            (CASE WHEN g % 2 = 0 THEN 'delivered' ELSE 'collected' END)::"OrderStatus", 'GBP',
            2 * $2::int, discount, fee, 2 * $2::int - discount + fee,
            (CASE WHEN g % 2 = 0 THEN 'delivery' ELSE 'collection' END)::"Fulfilment", 'card', at, at, at,
            at + interval '40 minutes', nextval('"OrderNumber"')
       FROM made JOIN past ON past.k = g % $3::int`,
    [orders, dish.pricePence, customers],
  );
  await db.query(
    `INSERT INTO "OrderLine" (id, "orderId", "categoryItemId", "itemName", size, qty, "unitPricePence", "totalPence")
     SELECT gen_random_uuid(), o.id, $1::uuid, $2, 'medium', 2, $3::int, 2 * $3::int
       FROM "Order" o WHERE o."customerId" IN (${HISTORY_CUSTOMERS})`,
    [dish.id, dish.name, dish.pricePence],
  );
  const offers = await db.query(
    `INSERT INTO "PromotionRedemption" (id, "promotionId", "orderId", "customerId", name, code, "amountPence", "createdAt")
     SELECT gen_random_uuid(), p.id, o.id, o."customerId", p.name, p.code, o."discountPence", o."placedAt"
       FROM "Order" o CROSS JOIN (SELECT id, name, code FROM "Promotion" WHERE "usageCap" IS NULL AND code IS NOT NULL ORDER BY code LIMIT 1) p
      WHERE o."discountPence" > 0 AND o."customerId" IN (${HISTORY_CUSTOMERS})`,
  );
  await db.query(`ANALYZE`);
  return { customers, withOffer: offers.rowCount ?? 0 };
}

/**
 * Half the customers have an account already: made in the database as sign-up and the mailed
 * link would leave it (verified, with who to call), so the run measures their sign-in, not a
 * sign-up before the rush.
 */
async function createAccounts(db: pg.Client, emails: string[]) {
  if (emails.length === 0) return;
  const passwordHash = await hash(CUSTOMER_PASSWORD);
  const values: string[] = [];
  const params: unknown[] = [];
  emails.forEach((email, i) => {
    const o = i * 3;
    values.push(
      `(gen_random_uuid(), $${o + 1}, $${o + 2}, $${o + 2}, $${o + 3}, true, $${o + 1}, '+447911123456', now())`,
    );
    params.push(`Rush${i}`.slice(0, 15), email, passwordHash);
  });
  await db.query(
    `INSERT INTO "Customer" (id, username, email, "emailNormalized", "passwordHash", "isVerified", "contactName", phone, "updatedAt") VALUES ${values.join(",")}`,
    params,
  );
}

/** Arrival times (ms from the start) on a Friday-night curve: few early, most towards the peak at 75%. */
function arrivals(count: number, seconds: number) {
  const mode = 0.75;
  return Array.from({ length: count }, () => {
    // The inverse of a triangular distribution on [0, 1] with its peak at `mode`.
    const u = Math.random();
    const x = u < mode ? Math.sqrt(u * mode) : 1 - Math.sqrt((1 - u) * (1 - mode));
    return x * seconds * 1000;
  }).sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------
// The books, checked in the database at the end.

type Check = { name: string; pass: boolean; detail: string };

async function checkBooks(
  db: pg.Client,
  shop: Shop,
  printer: { printed: Map<string, number>; drainedAt: Date },
): Promise<Check[]> {
  const { printed } = printer;
  const checks: Check[] = [];
  const q = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
    (await db.query<T>(sql, params)).rows;

  // Every paid payment is exactly one placed order, and no order holds two paid payments.
  const orphanPaid = await q<{ id: string }>(
    `SELECT p.id FROM "Payment" p JOIN "Order" o ON o.id = p."orderId" WHERE p.status = 'paid' AND (o."placedAt" IS NULL OR o.status = 'pending')`,
  );
  const doublePaid = await q<{ orderId: string }>(
    `SELECT "orderId" FROM "Payment" WHERE status = 'paid' GROUP BY "orderId" HAVING count(*) > 1`,
  );
  const paidCount = (await q<{ n: number }>(`SELECT count(*)::int AS n FROM "Payment" WHERE status = 'paid'`))[0]!.n;
  checks.push({
    name: "every paid payment is exactly one order",
    pass: orphanPaid.length === 0 && doublePaid.length === 0,
    detail: `${paidCount} paid payments; ${orphanPaid.length} without a placed order; ${doublePaid.length} orders paid twice`,
  });

  // The orders the customers were told were placed are the placed orders: none missing, none extra.
  const told = new Set(outcomes.flatMap((o) => (o.placed ? [o.placed.orderId] : [])));
  const placed = await q<{ id: string }>(`SELECT id FROM "Order" WHERE "placedAt" IS NOT NULL AND ${NOT_HISTORY}`);
  const placedIds = new Set(placed.map((r) => r.id));
  const extra = [...placedIds].filter((id) => !told.has(id));
  const missing = [...told].filter((id) => !placedIds.has(id));
  checks.push({
    name: "no duplicate or missing orders",
    pass: extra.length === 0 && missing.length === 0,
    detail: `${told.size} placed as customers saw it, ${placedIds.size} in the database; ${extra.length} unseen, ${missing.length} missing`,
  });

  // What the providers took is what the books hold.
  const stripePaid = [...shop.stripe.intents.values()].filter((i) => i.status === "succeeded").length;
  const razorpayPaid = [...shop.razorpay.payments.values()].flat().length;
  const byProvider = new Map(
    (
      await q<{ provider: string; n: number }>(
        `SELECT provider, count(*)::int AS n FROM "Payment" WHERE status = 'paid' GROUP BY provider`,
      )
    ).map((r) => [r.provider, r.n]),
  );
  checks.push({
    name: "providers' takings match the paid payments",
    pass: (byProvider.get("stripe") ?? 0) === stripePaid && (byProvider.get("razorpay") ?? 0) === razorpayPaid,
    detail: `Stripe ${stripePaid} succeeded / ${byProvider.get("stripe") ?? 0} paid; Razorpay ${razorpayPaid} captured / ${byProvider.get("razorpay") ?? 0} paid`,
  });

  // No slot holds more placed orders than its seats.
  const full = await q<{ fulfilment: string; slotStart: Date; n: number; capacity: number }>(
    `SELECT r.fulfilment, r."slotStart", count(*)::int AS n,
            CASE r.fulfilment WHEN 'delivery' THEN s."deliverySlotCapacity" ELSE s."collectionSlotCapacity" END AS capacity
       FROM "SlotReservation" r JOIN "Order" o ON o.id = r."orderId" CROSS JOIN "StoreSettings" s
      WHERE o."placedAt" IS NOT NULL AND o.status <> 'cancelled'
      GROUP BY r.fulfilment, r."slotStart", capacity`,
  );
  const over = full.filter((r) => r.n > r.capacity);
  const atCapacity = full.filter((r) => r.n === r.capacity).length;
  checks.push({
    name: "no slot above its capacity",
    pass: over.length === 0,
    detail: `${full.length} slots used, ${atCapacity} full, ${over.length} over (${over.map((r) => `${r.fulfilment} ${r.slotStart.toISOString()} ${r.n}/${r.capacity}`).join(", ")})`,
  });

  // Every placed order's confirmation reached Resend exactly once.
  const numbers = await q<{ number: number }>(
    `SELECT number FROM "Order" WHERE "placedAt" IS NOT NULL AND ${NOT_HISTORY}`,
  );
  const sent = new Map<number, number>();
  for (const mail of shop.resend.received) {
    const m = /^We have your .* order #?(\d+)$/.exec(mail.body.subject);
    if (m) sent.set(Number(m[1]), (sent.get(Number(m[1])) ?? 0) + 1);
  }
  const unsent = numbers.filter((r) => (sent.get(r.number) ?? 0) === 0).length;
  const twice = [...sent].filter(([, n]) => n > 1).length;
  const unknown = [...sent.keys()].filter((n) => !numbers.some((r) => r.number === n)).length;
  checks.push({
    name: "every confirmation e-mail sent exactly once",
    pass: unsent === 0 && twice === 0 && unknown === 0,
    detail: `${numbers.length} placed orders; ${[...sent.values()].reduce((a, b) => a + b, 0)} confirmations at Resend; ${unsent} never sent, ${twice} sent twice, ${unknown} for no order; ${shop.resend.requests} POST /emails in all`,
  });

  // Every accepted order has one kitchen ticket, and the printer printed each ticket once. Due
  // means due when the printer was last drained: a later slot's ticket falls due in the quiet.
  const jobs = await q<{ orderId: string; token: string | null; status: string; due: boolean }>(
    `SELECT "orderId", token, status, "printAt" <= $1 AS due FROM "PrintJob" WHERE NOT "isReprint" AND purpose = 'kitchen'`,
    [printer.drainedAt],
  );
  const accepted = await q<{ id: string }>(
    `SELECT id FROM "Order" WHERE status IN ('accepted', 'preparing', 'out_for_delivery', 'delivered', 'ready_for_collection', 'collected') AND ${NOT_HISTORY}`,
  );
  const perOrder = new Map<string, number>();
  for (const j of jobs) perOrder.set(j.orderId, (perOrder.get(j.orderId) ?? 0) + 1);
  const ticketless = accepted.filter((o) => !perOrder.has(o.id)).length;
  const twoTickets = [...perOrder.values()].filter((n) => n > 1).length;
  const dueUnprinted = jobs.filter((j) => j.due && j.status !== "printed").length;
  const printedTwice = [...printed.values()].filter((n) => n > 1).length;
  const printedUnknown = [...printed.keys()].filter((t) => !jobs.some((j) => j.token === t)).length;
  checks.push({
    name: "every kitchen ticket printed once",
    pass: ticketless === 0 && twoTickets === 0 && dueUnprinted === 0 && printedTwice === 0 && printedUnknown === 0,
    detail:
      `${accepted.length} accepted orders, ${jobs.length} tickets (${jobs.filter((j) => !j.due).length} not due yet: later slots); ` +
      `${ticketless} without a ticket, ${twoTickets} with two, ${dueUnprinted} due but unprinted, ${printed.size} printed, ${printedTwice} printed twice, ${printedUnknown} unknown`,
  });
  return checks;
}

// ---------------------------------------------------------------------------------------------
// The run.

async function clearOwnCache() {
  // Only this build's entries (server/cache-handler.mjs prefixes them with the build id): an
  // earlier run's menu, from another scratch database, must not be served; others' stay.
  const buildId = readFileSync(path.join(ROOT, ".next/BUILD_ID"), "utf8").trim();
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  let removed = 0;
  try {
    for await (const keys of redis.scanIterator({ MATCH: `storefront:${buildId}:*`, COUNT: 500 })) {
      if (keys.length) removed += await redis.del(keys);
    }
  } finally {
    await redis.quit();
  }
  return removed;
}

/**
 * `npm start` as scripts/support/app-process.ts's startApp runs it (a process group of its own),
 * but through a link named after the bench: on a machine shared with other work, a
 * `pkill -f dist/serve.mjs` meant for another checkout's server stopped both instances of a
 * run mid-rush (exit 0, after SIGTERM), and the figures were of a shop that had gone away.
 */
function startInstance(dataDir: string, index: number, env: Record<string, string>, logFile: string): App {
  const entry = path.join(dataDir, `rush-instance-${index}.mjs`);
  symlinkSync(path.join(ROOT, "dist/serve.mjs"), entry);
  const out = createWriteStream(logFile, { flags: "a" });
  // As `npm start` runs it (package.json): two malloc arenas, no source maps (decisions 044, 046).
  // The figures are of the shop as deployed; an instance run with --enable-source-maps held
  // hundreds of MB more.
  const child = spawn(process.execPath, [entry, "start"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      ...env,
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, baseUrl: `http://127.0.0.1:${env.PORT}`, exited };
}

async function main() {
  const scratch = await createScratchDatabase(baseUrl!, "rush");
  const database = new URL(scratch.url).pathname.slice(1);
  const dataDir = mkdtempSync(path.join(tmpdir(), "rush-"));
  const s3 = await startS3Double("rush");
  const resend = await startResendDouble();
  const razorpay = await startRazorpayDouble();
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  // Stripe posts its webhooks to one endpoint: the first instance, as behind the shop's one URL.
  const stripe = await startStripeDouble({ webhookUrl: `http://127.0.0.1:${ports[0]}/api/payments/stripe/webhook` });
  const apps: (App & { logFile: string })[] = [];
  const db = new pg.Client({ connectionString: scratch.url });
  let failed = false;
  let stopping = false;
  try {
    say(`cleared ${await clearOwnCache()} cache entries of this build left by earlier runs`);
    // Slow statements of this database only go to PostgreSQL's log (its server's log_destination),
    // so a rush that slows down can be traced to the statement.
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    await admin
      .query(`ALTER DATABASE "${database}" SET log_min_duration_statement = ${SLOW_MS}`)
      .finally(() => admin.end());
    for (const [i, port] of ports.entries()) {
      const logFile = path.join(dataDir, `instance-${i}.log`);
      const app = startInstance(
        dataDir,
        i,
        {
          ...s3.env,
          ...stripeEnv(stripe),
          PORT: String(port),
          DATABASE_URL: scratch.url,
          REDIS_URL: redisUrl,
          DATA_DIR: path.join(dataDir, `instance-${i}`),
          APP_URL: `http://127.0.0.1:${port}`,
          ADMIN_PASSWORD,
          // One secret for all, as deploy/compose.yaml sets it (and the config insists on with
          // REDIS_URL): a mail link rendered by one instance's job must be accepted by another.
          AUTH_SECRET: SHARED_SECRET,
          TRUSTED_PROXY_HOPS: "1",
          RESEND_API_KEY: "re_rush_double",
          EMAIL_FROM: "Tasty Slice <orders@tastyslice.co.uk>",
          RESEND_BASE_URL: resend.url,
          RAZORPAY_KEY_ID: RAZORPAY.keyId,
          RAZORPAY_KEY_SECRET: RAZORPAY.keySecret,
          RAZORPAY_API_URL: razorpay.url,
        },
        logFile,
      );
      apps.push({ ...app, logFile });
      // An instance that stops during the rush is the first thing to know about.
      app.child.once("exit", (code, signal) => {
        if (!stopping) say(`instance ${i} EXITED (code ${code}, signal ${signal}) at ${new Date().toISOString()}`);
      });
      // One after the other: the first start migrates and seeds the shared database.
      const { readyMs } = await waitUntilReady(app, logFile, Date.now());
      say(`instance ${i} answers on ${app.baseUrl} after ${(readyMs / 1000).toFixed(1)} s`);
    }
    await db.connect();
    const instances = apps.map((a) => a.baseUrl);
    const token = await adminToken(instances[0]!);
    const printer = await prepareShop(instances[0]!, token, db);
    const menu = await readMenu(instances[instances.length - 1]!);
    say(
      `menu: ${menu.categories.length} categories, ${menu.categories.reduce((s, c) => s + c.dishes.length, 0)} dishes, ${menu.categories.reduce((s, c) => s + c.dishes.filter((d) => d.extras.length).length, 0)} with extras`,
    );
    const shop: Shop = { instances, menu, resend, razorpay, stripe };

    const accounts = Array.from({ length: CUSTOMERS }, (_, n) => ({
      email: `rush-${process.pid}-${n}@example.co.uk`,
      existing: n % 2 === 0,
    }));
    const historyStarted = Date.now();
    const history = await writeHistory(db, HISTORY_ORDERS);
    if (HISTORY_ORDERS > 0) {
      say(
        `${HISTORY_ORDERS} finished orders of the past year (${history.customers} customers, ${history.withOffer} with an offer) written in ${((Date.now() - historyStarted) / 1000).toFixed(1)} s`,
      );
    }
    await createAccounts(
      db,
      accounts.filter((a) => a.existing).map((a) => a.email),
    );
    say(
      `${accounts.filter((a) => a.existing).length} accounts made beforehand; ${accounts.filter((a) => !a.existing).length} customers will sign up`,
    );
    samples.clear();
    errorLog.length = 0;

    // Processes to watch, and the machine's load, sampled every 2 s.
    const watch = new ProcessWatch();
    const groups = () => ({
      ...Object.fromEntries(apps.map((a, i) => [`instance ${i} (tree)`, tree(a.child.pid!)])),
      [`postgres backends (${database})`]: postgresBackends(database),
      "redis-server": redisServer(),
      "bench (this script)": [process.pid],
    });
    const loads: number[] = [];
    // What the database's connections are doing: busy, waiting on a lock, or idle inside a
    // transaction (a pool held while the app awaits something else), at their worst.
    const activity = { connections: 0, active: 0, lockWaits: 0, idleInTx: 0 };
    /** The last statement of connections seen idle inside a transaction: which transactions hold the pool. */
    const idleInTxStatements = new Map<string, number>();
    const monitor = new pg.Client({ connectionString: scratch.url });
    await monitor.connect();
    watch.sample(groups());
    const sampler = setInterval(() => {
      watch.sample(groups());
      loads.push(loadavg()[0]!);
      monitor
        .query<{ connections: number; active: number; lock_waits: number; idle_in_tx: number }>(
          `SELECT count(*)::int AS connections,
                  count(*) FILTER (WHERE state = 'active')::int AS active,
                  count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS lock_waits,
                  count(*) FILTER (WHERE state LIKE 'idle in transaction%')::int AS idle_in_tx
             FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        )
        .then(({ rows: [row] }) => {
          activity.connections = Math.max(activity.connections, row!.connections);
          activity.active = Math.max(activity.active, row!.active);
          activity.lockWaits = Math.max(activity.lockWaits, row!.lock_waits);
          activity.idleInTx = Math.max(activity.idleInTx, row!.idle_in_tx);
        })
        .then(() =>
          monitor.query<{ query: string }>(
            `SELECT query FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
          ),
        )
        .then(({ rows }) => {
          for (const { query } of rows) {
            const key = query.replace(/\s+/g, " ").slice(0, 140);
            idleInTxStatements.set(key, (idleInTxStatements.get(key) ?? 0) + 1);
          }
        })
        .catch(() => undefined);
    }, 2000);

    const staff = startStaff(shop, token, printer);
    const startedAt = Date.now();
    say(`${CUSTOMERS} customers arriving over ${SECONDS} s across ${INSTANCES} instances...`);
    const progress = setInterval(() => {
      const done = outcomes.length;
      say(
        `  t=${Math.round((Date.now() - startedAt) / 1000)} s: ${done}/${CUSTOMERS} journeys finished, ${outcomes.filter((o) => o.placed).length} orders, load ${loadavg()[0]!.toFixed(2)}`,
      );
    }, 30_000);
    const journeys = arrivals(CUSTOMERS, SECONDS).map(async (at, n) => {
      await sleep(at);
      try {
        await journey(shop, n, accounts[n]!);
      } catch (err) {
        if (err instanceof GaveUp) outcomes.push({ placed: null, failed: null, gaveUp: err.message });
        else outcomes.push({ placed: null, failed: (err as Error).message });
      }
    });
    await Promise.all(journeys);
    const journeysMs = Date.now() - startedAt;
    clearInterval(progress);

    // The kitchen catches up with the last orders, the printer prints what is due, the mail queue drains.
    await sleep(8000);
    await staff.stop();
    const printerDrainedAt = await staff.drainPrinter();
    for (let i = 0; i < 120; i++) {
      const queued = (
        await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "EmailMessage" WHERE status = 'queued'`)
      ).rows[0]!.n;
      if (queued === 0) break;
      await sleep(500);
    }
    clearInterval(sampler);
    watch.sample(groups());
    say(`leaving the instances without requests for ${QUIET_SECONDS} s before the last memory reading...`);
    const settleSeconds = Math.min(SETTLE_SECONDS, QUIET_SECONDS);
    await sleep(settleSeconds * 1000);
    watch.sample(groups());
    watch.markSettled();
    await sleep((QUIET_SECONDS - settleSeconds) * 1000);
    watch.sample(groups());
    for (const app of apps) {
      const given = readFileSync(app.logFile, "utf8")
        .split("\n")
        .filter((line) => line.startsWith("[memory]"));
      say(
        `${path.basename(app.logFile, ".log")}: ${given.length ? given.join(" | ") : "no collection after the load logged"}`,
      );
    }
    const stats = (
      await monitor.query<{ deadlocks: number; conflicts: number; temp_files: number }>(
        `SELECT deadlocks::int, conflicts::int, temp_files::int FROM pg_stat_database WHERE datname = current_database()`,
      )
    ).rows[0]!;
    await monitor.end();

    // ---- figures
    const placed = outcomes.flatMap((o) => (o.placed ? [o.placed] : []));
    const failures = outcomes.filter((o) => o.failed);
    const gaveUp = outcomes.filter((o) => o.gaveUp);
    console.log(
      `\n[rush] ${CUSTOMERS} customers over ${SECONDS} s on ${INSTANCES} instances; journeys took ${(journeysMs / 1000).toFixed(0)} s`,
    );
    const rows = [...samples].map(([step, list]) => {
      const ms = list.map((s) => s.ms).sort((a, b) => a - b);
      return {
        step,
        requests: list.length,
        "p50 ms": Math.round(percentile(ms, 50)),
        "p95 ms": Math.round(percentile(ms, 95)),
        "p99 ms": Math.round(percentile(ms, 99)),
        "max ms": Math.round(ms[ms.length - 1] ?? NaN),
        errors: list.filter((s) => !s.ok).length,
        refused: [...refusals].filter(([key]) => key.startsWith(`${step}: `)).reduce((sum, [, n]) => sum + n, 0),
      };
    });
    console.table(rows.filter((r) => r.step !== "setup"));
    const times = placed.map((p) => p.at).sort((a, b) => a - b);
    let peak = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i]! - times[j]! >= 60_000) j++;
      peak = Math.max(peak, i - j + 1);
    }
    const byMethod = countBy(placed, (p) => p.method)
      .map(([m, n]) => `${m} ${n}`)
      .join(", ");
    say(
      `orders: ${placed.length} placed (${byMethod}); ${failures.length} journeys failed; ${gaveUp.length} customers gave up after 5 full times; peak ${peak} orders in a minute (busiest 60 s window)`,
    );
    if (refusals.size) say(`refusals customers got past: ${[...refusals].map(([key, n]) => `${key} ${n}`).join("; ")}`);
    say(
      `staff: ${staff.moves.accepted} accepted, ${staff.moves.moved} moves, ${staff.moves.cashTaken} cash taken; printer printed ${staff.printed.size} tickets`,
    );
    say(
      `load average (1 min) during the run: max ${Math.max(...loads).toFixed(2)}, mean ${(loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length)).toFixed(2)} on ${
        readFileSync("/proc/cpuinfo", "utf8")
          .split("\n")
          .filter((l) => l.startsWith("processor")).length
      } CPUs`,
    );
    say(
      `PostgreSQL (sampled every 2 s, worst): ${activity.connections} connections, ${activity.active} active at once, ${activity.lockWaits} waiting on a lock, ` +
        `${activity.idleInTx} idle in a transaction; ${stats.deadlocks} deadlocks; statements over ${SLOW_MS} ms are in PostgreSQL's server log`,
    );
    if (idleInTxStatements.size) {
      console.log("[rush] connections idle in a transaction, by their last statement (times seen in the 2 s samples):");
      for (const [query, n] of [...idleInTxStatements].sort((a, b) => b[1] - a[1]).slice(0, 8))
        console.log(`  ${String(n).padStart(4)} × ${query}`);
    }
    console.log("\n[rush] CPU and memory over the run (from /proc):");
    console.table(watch.rows());
    if (failures.length) {
      const reasons = countBy(failures, (f) => f.failed!.replace(/[0-9a-f-]{36}/g, "{id}").slice(0, 160));
      console.log("\n[rush] failed journeys, by reason:");
      for (const [reason, n] of reasons) console.log(`  ${n} × ${reason}`);
    }
    if (errorLog.length) {
      console.log(`\n[rush] first errors (${errorLog.length} in all):`);
      for (const line of errorLog.slice(0, 15)) console.log(`  ${line}`);
    }

    // ---- the books
    console.log("\n[rush] the books:");
    const checks = await checkBooks(db, shop, { printed: staff.printed, drainedAt: printerDrainedAt });
    // A journey that failed is a customer lost: the shop refused or broke where it should have sold.
    checks.unshift({
      name: "every customer's journey finished",
      pass: failures.length === 0,
      detail: `${CUSTOMERS - failures.length} of ${CUSTOMERS} finished (${gaveUp.length} gave up, every time they tried full); ${errorLog.length} failed requests in all`,
    });
    const down = apps.filter((a) => a.child.exitCode !== null || a.child.signalCode !== null).length;
    checks.unshift({
      name: "every instance still running",
      pass: down === 0,
      detail: `${apps.length - down} of ${apps.length} running at the end`,
    });
    for (const c of checks) console.log(`  ${c.pass ? "PASS" : "FAIL"}  ${c.name}: ${c.detail}`);
    failed = checks.some((c) => !c.pass);
  } catch (err) {
    failed = true;
    console.error(`[rush] FAIL: ${(err as Error).stack ?? String(err)}`);
    for (const app of apps) console.error(`--- ${path.basename(app.logFile)}\n${tail(app.logFile)}`);
  } finally {
    await db.end().catch(() => undefined);
    stopping = true;
    for (const app of apps) killGroup(app, "SIGTERM");
    await Promise.all(apps.map((app) => Promise.race([app.exited, sleep(10_000)])));
    for (const app of apps) killGroup(app, "SIGKILL");
    await Promise.all([s3.stop(), resend.stop(), razorpay.stop(), stripe.stop()]);
    if (process.env.RUSH_KEEP_DB) say(`scratch database kept: ${scratch.url}`);
    else await scratch.drop().catch(() => undefined);
    if (failed) say(`instance logs kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
