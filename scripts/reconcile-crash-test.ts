// Payment reconciliation survives a crash (issue 10): a customer checks out, Razorpay (a double
// on 127.0.0.1 speaking its API) reports the payment captured, the browser never verifies,
// the app is killed with SIGKILL before anything noticed, and after a restart the order
// appears, once, with the basket emptied. Embedded PGlite, or PostgreSQL with DATABASE_URL.
//
//   npm run build && npx tsx scripts/reconcile-crash-test.ts
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startRazorpayDouble } from "../test/doubles/razorpay";
import {
  check,
  createScratchDatabase,
  freePort,
  killGroup,
  startApp,
  tail,
  waitUntilReady,
  type App,
} from "./support/app-process";

const log = (line: string) => console.log(`[reconcile-crash-test] ${line}`);
const AFTER_S = 3;

type Answer = { status: number; body: { success: boolean; message: string; data: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(
  app: App,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  form?: FormData,
): Promise<Answer> {
  const res = await fetch(`${app.baseUrl}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
  return { status: res.status, body: await res.json() };
}

/** The verification link of the newest mail to `to` in the app's outbox. */
async function verificationPath(dataDir: string, to: string): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  for (let i = 0; i < 100; i++) {
    const files = (() => {
      try {
        return readdirSync(outbox)
          .filter((f) => f.endsWith(".json"))
          .sort();
      } catch {
        return [];
      }
    })();
    for (const f of files.reverse()) {
      const mail = JSON.parse(readFileSync(path.join(outbox, f), "utf8")) as { to: string; text: string };
      const link =
        mail.to === to ? mail.text.match(/https?:\/\/[^/\s]+(\/auth\/verifyemail\/[A-Za-z0-9_-]+)/)?.[1] : undefined;
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No verification mail to ${to}.`);
}

async function main() {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const mode = serverUrl ? "PostgreSQL" : "embedded PGlite";
  const dataDir = mkdtempSync(path.join(tmpdir(), "reconcile-test-"));
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, "crash") : undefined;
  const razorpay = await startRazorpayDouble();
  const env = {
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? "",
    ADMIN_PASSWORD: "reconcile-test-admin-password",
    APP_URL: "",
    RAZORPAY_KEY_ID: "rzp_test_double",
    RAZORPAY_KEY_SECRET: "double-secret",
    RAZORPAY_API_URL: razorpay.url,
    PAYMENT_RECONCILE_AFTER_S: String(AFTER_S),
  };
  let app: App | undefined;
  let passed = false;
  try {
    log(`Mode: ${mode}. Data in ${dataDir}.`);
    let logFile = path.join(dataDir, "first-start.log");
    app = startApp(env, logFile);
    const { menu } = await waitUntilReady(app, logFile, Date.now());
    type Price = { size: string; offered: boolean };
    const item = menu.data
      .find((c: { Categoryname: string }) => c.Categoryname === "Pizzas")
      .categoryIteam.find((i: { pricing: Price[] }) => i.pricing.some((p) => p.size === "large" && p.offered));
    const large = item.pricing.find((p: Price) => p.size === "large");

    const email = `reconcile-${process.pid}@example.co.uk`;
    const form = new FormData();
    for (const [k, v] of Object.entries({ username: "Nadia", email, password: "reconcile-1" })) form.set(k, v);
    check((await api(app, "POST", "/api/auth/SignUp", undefined, undefined, form)).status === 201, "Sign-up failed.");
    const verifyToken = (await verificationPath(dataDir, email)).split("/").pop()!;
    check((await api(app, "GET", `/api/auth/verifyemail/${verifyToken}`)).status === 200, "Verification failed.");
    const token = (await api(app, "POST", "/api/auth/SignIn", { email, password: "reconcile-1" })).body.data
      .token as string;
    check(token, "Sign-in failed.");
    const added = await api(
      app,
      "POST",
      "/api/cart/addCart",
      { qty: 2, total: large.price * 2, subcategoryId: null, categoryItemId: item._id, size: "large" },
      token,
    );
    check(added.status === 201, `addCart: ${added.body.message}`);
    const address = await api(
      app,
      "POST",
      "/api/cart/addAddress",
      { address: "221B Baker Street, London NW1 6XE" },
      token,
    );
    await api(app, "POST", "/api/cart/selectAddress", { addressId: address.body.data._id }, token);
    // Who to call (issue 12), and the first free delivery slot: ordering ahead is taken at any hour.
    check(
      (await api(app, "PUT", "/api/auth/user/contact", { name: "Nadia", phone: "07911 123456" }, token)).status === 200,
      "Contact refused.",
    );
    const slots = (await api(app, "GET", "/api/store/slots?fulfilment=delivery")).body.data.slots as {
      start: string;
      available: boolean;
    }[];
    const slot = slots.find((s) => s.available)?.start;
    check(slot, "No delivery slot is offered in the next seven days.");
    const chosen = await api(app, "POST", "/api/cart/fulfilment", { fulfilment: "delivery", slot }, token);
    check(chosen.status === 200, `fulfilment: ${chosen.body.message}`);
    const created = await api(app, "POST", "/api/cart/create_order", undefined, token);
    check(created.status === 200, `create_order: ${created.body.message}`);
    const { orderId, amount } = created.body.data as { orderId: string; amount: number };

    // The customer pays in Razorpay's window; the browser closes before verify_order.
    razorpay.capture(orderId, amount);
    killGroup(app, "SIGKILL");
    await app.exited;
    log(
      `Checked out ${orderId} for ${amount} pence, payment captured at Razorpay, app killed with SIGKILL before verify.`,
    );

    logFile = path.join(dataDir, "restart.log");
    const restartedAt = Date.now();
    app = startApp(env, logFile);
    await waitUntilReady(app, logFile, restartedAt);
    let placed: { _id: string; status: string }[] = [];
    for (let i = 0; i < 120 && placed.length === 0; i++) {
      placed = ((await api(app, "GET", "/api/cart/userOreder", undefined, token)).body.data ?? []) as typeof placed;
      if (!placed.length) await new Promise((r) => setTimeout(r, 250));
    }
    check(placed.length === 1, `Expected the order once after the restart, found ${placed.length}:\n${tail(logFile)}`);
    check(placed[0]!.status === "placed", `The order is ${placed[0]!.status}, not placed.`);
    const basket = await api(app, "GET", "/api/cart/cartdetail", undefined, token);
    check(basket.body.data.Iteam.length === 0, "The basket was not emptied.");
    log(
      `After the restart the order appeared, once, ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the start; basket empty.`,
    );
    // Reconciliation keeps running: it must not make the order twice.
    await new Promise((r) => setTimeout(r, (AFTER_S + 2) * 1000));
    const again = (await api(app, "GET", "/api/cart/userOreder", undefined, token)).body.data as unknown[];
    check(again.length === 1, `After more reconciliation runs there are ${again.length} orders.`);
    killGroup(app, "SIGTERM");
    await app.exited;
    log(`PASS (${mode}): a captured payment whose browser never came back became one order after a crash.`);
    passed = true;
  } finally {
    if (app && app.child.exitCode === null && app.child.signalCode === null) {
      killGroup(app, "SIGTERM");
      await Promise.race([app.exited, new Promise((r) => setTimeout(r, 15_000))]);
      killGroup(app, "SIGKILL");
    }
    await razorpay.stop();
    await scratch?.drop().catch((err: unknown) => log(`Could not drop the scratch database: ${String(err)}`));
    if (passed) rmSync(dataDir, { recursive: true, force: true });
    else log(`Data and app logs kept in ${dataDir}.`);
  }
}

main().catch((err: unknown) => {
  console.error(`[reconcile-crash-test] FAIL: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
