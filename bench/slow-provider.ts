// `npm run bench:slow-provider`: what a slow payment provider does to everyone else (issue 20,
// decision 026). On the embedded database (default: one connection, as `npm start` runs it
// without DATABASE_URL) or on DATABASE_URL, with a Razorpay double on 127.0.0.1 that answers
// order creation after BENCH_PROVIDER_MS (default 5000):
//   - basket reads (GET /api/cart/cartdetail) and adds (POST /api/cart/addCart) of other
//     customers, BENCH_USERS at a time (default 4), for BENCH_PROVIDER_MS with no checkout;
//   - the same while one customer's create_order waits on the slow provider.
// Prints p50/p99 (ms) of each and the errors. Route handlers are called in this process, as the
// route tests call them, so the figures are the app's and the database's, not HTTP's.
import { startEmbeddedPostgres, applyMigrations } from "@/lib/platform/db-setup";
import { startRazorpayDouble } from "../test/doubles/razorpay";

const providerMs = Number(process.env.BENCH_PROVIDER_MS ?? 5000);
const users = Number(process.env.BENCH_USERS ?? 4);
const external = process.env.DATABASE_URL;
const embedded = external ? undefined : await startEmbeddedPostgres({ dataDir: "memory://" });
process.env.DATABASE_URL = external ?? embedded!.url;
process.env.DATABASE_POOL_MAX = external ? (process.env.DATABASE_POOL_MAX ?? "10") : "1";
process.env.DATA_DIR ??= "/tmp/storefront-bench-slow-provider";
process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-01";
await applyMigrations(process.env.DATABASE_URL);

const razorpay = await startRazorpayDouble();
razorpay.delayOrdersMs = providerMs;
Object.assign(process.env, {
  RAZORPAY_KEY_ID: "rzp_test_bench",
  RAZORPAY_KEY_SECRET: "rzp_bench_secret",
  RAZORPAY_API_URL: razorpay.url,
});

// Loaded after the environment is set: they read it once.
const { getDb, getPool } = await import("@/lib/platform/db");
const { seedCatalogue } = await import("@/lib/seed");
const { createCustomer, menuPick, seedZone } = await import("../test/factories");
const { call } = await import("../test/request");
const { POST: addCart } = await import("@/app/api/cart/addCart/route");
const { GET: cartDetail } = await import("@/app/api/cart/cartdetail/route");
const { POST: addAddress } = await import("@/app/api/cart/addAddress/route");
const { POST: selectAddress } = await import("@/app/api/cart/selectAddress/route");
const { POST: createOrder } = await import("@/app/api/cart/create_order/route");

await seedCatalogue(getDb());
await seedZone();
const pizzas = await menuPick("Pizzas");
const line = {
  qty: 1,
  total: pizzas.price("large") / 100,
  subcategoryId: null,
  categoryItemId: pizzas.item.id,
  size: "large",
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
};

type Sample = { reads: number[]; adds: number[]; errors: number };
type Customer = Awaited<ReturnType<typeof createCustomer>>;
const someCustomers = () => Promise.all(Array.from({ length: users }, () => createCustomer()));

/** Other customers reading and adding to their baskets, one request at a time each, until `until` settles. */
async function traffic(customers: Customer[], until: Promise<unknown>): Promise<Sample> {
  const sample: Sample = { reads: [], adds: [], errors: 0 };
  let done = false;
  void until.finally(() => (done = true));
  await Promise.all(
    customers.map(async (c) => {
      while (!done) {
        let start = performance.now();
        const read = await call(cartDetail, { bearer: c.token });
        sample.reads.push(performance.now() - start);
        if (read.status !== 200) sample.errors++;
        start = performance.now();
        const add = await call(addCart, { bearer: c.token, body: line });
        sample.adds.push(performance.now() - start);
        if (add.status !== 201) sample.errors++;
        // Keeps each basket within its bounds (30 of a line).
        if (read.json.data?.Iteam?.[0]?.qty >= 25)
          await getDb().basketLine.deleteMany({ where: { basket: { customerId: c.customer.id } } });
      }
    }),
  );
  return sample;
}

async function slowCheckout(c: Customer) {
  await call(addCart, { bearer: c.token, body: { ...line, qty: 2, total: line.total * 2 } });
  const address = await call(addAddress, { bearer: c.token, body: { address: "10 Downing Street, London SW1A 2AA" } });
  await call(selectAddress, { bearer: c.token, body: { addressId: address.json.data._id } });
  const arrived = razorpay.nextOrderArrived();
  const start = performance.now();
  const answer = call(createOrder, { method: "POST", bearer: c.token }).then((res) => ({
    status: res.status,
    ms: performance.now() - start,
  }));
  // The traffic is measured from the moment the provider has the request.
  await Promise.race([arrived, answer]);
  return { answer };
}

const row = (what: string, s: Sample, extra = "") =>
  `${what.padEnd(34)} reads p50 ${percentile(s.reads, 50).toFixed(1).padStart(7)} p99 ${percentile(s.reads, 99).toFixed(1).padStart(7)} (n=${s.reads.length})` +
  `   adds p50 ${percentile(s.adds, 50).toFixed(1).padStart(7)} p99 ${percentile(s.adds, 99).toFixed(1).padStart(7)} (n=${s.adds.length})   errors ${s.errors}${extra}`;

// Warm-up: the first calls load modules and prepare statements.
await traffic(await someCustomers(), new Promise((r) => setTimeout(r, 500)));

const quiet = await traffic(await someCustomers(), new Promise((r) => setTimeout(r, providerMs)));
// Everyone is signed up before the checkout starts: only reads and adds are measured during it.
const [others, payer] = [await someCustomers(), await createCustomer()];
const { answer: checkout } = await slowCheckout(payer);
const during = await traffic(others, checkout);
const slow = await checkout;

console.log(
  `database: ${external ? "PostgreSQL (DATABASE_URL)" : "embedded (PGlite, one connection)"}; provider answers after ${providerMs} ms; ${users} other customers`,
);
console.log(row("no checkout", quiet));
console.log(row("during a slow create_order", during, `   (create_order ${slow.status} in ${slow.ms.toFixed(0)} ms)`));

await razorpay.stop();
await getPool().end();
await embedded?.stop();
