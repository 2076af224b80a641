// `npm run test:clock-jump`: the production app (embedded database) whose wall clock jumps a
// minute ahead of its monotonic clock, as a virtual machine's does when it is paused and set
// right. Next compares a tag's expiry (wall clock) with `performance.timeOrigin +
// performance.now()` (monotonic), so after such a jump an admin write's expiry looked merely
// stale and the old page and the old menu reads were served again (decision 078: CI run 1 of
// 2026-12-04). It proves, with the figures printed, that after the jump every page and answer
// read right after an admin write shows it: `/`, `/order` and `/restaurant` from the page
// cache, `/allergens` from the data cache, and the API.
// Needs a built app (`npm run build`) and Debian's libfaketime (scripts/ensure-faketime.sh),
// which moves only the wall clock here (FAKETIME_DONT_FAKE_MONOTONIC).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { check, CrashTestFailure, freePort, killGroup, startApp, tail, waitUntilReady } from "./support/app-process";

const say = (line: string) => console.log(`[clock-jump-test] ${line}`);
const LIBFAKETIME = [
  process.env.LIBFAKETIME,
  "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1",
  "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
].find((file): file is string => Boolean(file && existsSync(file)));
const JUMP_SECONDS = 60;
const PAGES = ["/", "/order", "/restaurant", "/allergens"];
const ADMIN = { username: "admin", password: "clock-jump-test-password" };

if (!LIBFAKETIME) {
  console.error(
    "npm run test:clock-jump needs Debian's libfaketime: bash scripts/ensure-faketime.sh (or set LIBFAKETIME).",
  );
  process.exit(1);
}

const dir = mkdtempSync(path.join(tmpdir(), "clock-jump-"));
const clockFile = path.join(dir, "clock");
const logFile = path.join(dir, "app.log");
writeFileSync(clockFile, "+0");
const port = await freePort();
const app = startApp(
  {
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(dir, "data"),
    DATABASE_URL: "",
    REDIS_URL: "",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME_TIMESTAMP_FILE: clockFile,
    // Read the file again every second; the monotonic clock is left alone.
    FAKETIME_CACHE_DURATION: "1",
    FAKETIME_DONT_FAKE_MONOTONIC: "1",
  },
  logFile,
);

type TIdentity = Record<"name" | "address" | "phone" | "email", string> &
  Record<"companyNumber" | "vatNumber", string | null>;

async function page(pathname: string): Promise<string> {
  const res = await fetch(app.baseUrl + pathname);
  check(res.ok, `GET ${pathname} answered ${res.status}`);
  return res.text();
}

async function identity(): Promise<TIdentity> {
  return ((await (await fetch(`${app.baseUrl}/api/store/identity`)).json()) as { data: TIdentity }).data;
}

/** How far the app's wall clock is ahead of this process's, from its responses' Date header. */
async function appClockAheadS(): Promise<number> {
  const res = await fetch(`${app.baseUrl}/api/health`);
  await res.arrayBuffer();
  return (Date.parse(res.headers.get("date") ?? "") - Date.now()) / 1000;
}

let failed = false;
try {
  await waitUntilReady(app, logFile, Date.now());
  // Every page cached and every read made once, as a shop's would be before the jump.
  for (const pathname of PAGES) await page(pathname);
  for (const pathname of PAGES) await page(pathname);

  writeFileSync(clockFile, `+${JUMP_SECONDS}`);
  const deadline = Date.now() + 10_000;
  let ahead = await appClockAheadS();
  while (ahead < JUMP_SECONDS - 5 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    ahead = await appClockAheadS();
  }
  check(
    ahead >= JUMP_SECONDS - 5,
    `The app's wall clock did not jump (${ahead.toFixed(1)} s ahead): is libfaketime working?`,
  );
  say(`the app's wall clock is ${ahead.toFixed(0)} s ahead of its monotonic clock`);

  const signIn = await fetch(`${app.baseUrl}/api/adminauth/adminlogin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ form: ADMIN }),
  });
  check(signIn.ok, `The admin could not sign in: ${signIn.status}`);
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;

  const stale: string[] = [];
  let previous = (await identity()).phone;
  // Two writes: the second one's pages were cached after the jump.
  for (const phone of ["020 7946 0301", "020 7946 0302"]) {
    const form = new FormData();
    const current = await identity();
    for (const [name, value] of Object.entries({ ...current, phone })) {
      if (name !== "logo") form.set(name, value === null ? "" : String(value));
    }
    const put = await fetch(`${app.baseUrl}/api/adminauth/store/identity`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    check(put.ok, `The identity could not be saved: ${put.status} ${await put.text()}`);
    for (const pathname of PAGES) {
      const html = await page(pathname);
      const shows = html.includes(phone) && !html.includes(previous);
      if (!shows) stale.push(`${pathname} after ${phone}`);
      say(
        `${pathname} right after the write: the new number ${html.includes(phone) ? "shown" : "MISSING"}, the old one ${html.includes(previous) ? "STILL SHOWN" : "gone"}`,
      );
    }
    const answered = (await identity()).phone;
    if (answered !== phone) stale.push(`GET /api/store/identity after ${phone}`);
    say(`GET /api/store/identity right after the write: ${answered}`);
    previous = phone;
  }
  check(stale.length === 0, `Served from before the admin's write after the clock jumped: ${stale.join("; ")}`);
  say("PASS");
} catch (err) {
  failed = true;
  console.error(err instanceof CrashTestFailure ? `[clock-jump-test] FAIL: ${err.message}` : err);
  console.error(tail(logFile));
} finally {
  killGroup(app, "SIGTERM");
  await Promise.race([app.exited, new Promise((r) => setTimeout(r, 10_000))]);
  killGroup(app, "SIGKILL");
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
