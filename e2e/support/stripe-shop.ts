import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { startStripeDouble, stripeEnv, type StripeDouble } from "../../test/doubles/stripe";
import { expect } from "./fixtures";

// A second shop for the journeys that pay through Stripe (decision 030): the same production
// build, started with Stripe's keys pointed at the Stripe double on 127.0.0.1 (which posts its
// signed webhooks to this shop), on its own port and embedded database. The suite's main server
// keeps running without Stripe, as a shop without payment keys does, so every other journey is
// unchanged. In the browser, Stripe's own hosts are replaced at the edge: js.stripe.com serves a
// stand-in of Stripe.js whose Payment Element is a frame of card fields, and api.stripe.com is
// the double. The app's code path (loadStripe, Elements, confirmPayment, verify_order) is real.

export type StripeShop = {
  url: string;
  stripe: StripeDouble;
  dataDir: string;
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startStripeShop(name: string): Promise<StripeShop> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve(`.data/e2e-stripe-${name}`);
  await rm(dataDir, { recursive: true, force: true });
  const stripe = await startStripeDouble({ webhookUrl: `${url}/api/payments/stripe/webhook` });
  const server: ChildProcess = spawn(process.execPath, ["--enable-source-maps", "dist/serve.mjs", "start"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: "",
      ...stripeEnv(stripe),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout?.on("data", (c: Buffer) => (log = (log + c.toString()).slice(-20_000)));
  server.stderr?.on("data", (c: Buffer) => (log = (log + c.toString()).slice(-20_000)));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The Stripe shop stopped (${server.exitCode}):\n${log}`);
    const ready = await fetch(`${url}/order`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`The Stripe shop did not start in 3 minutes:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stripe,
    dataDir,
    stop: async () => {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
      await stripe.stop();
    },
  };
}

/** The newest mail to `to` in the shop's outbox (it runs without RESEND_API_KEY). */
export async function mailsTo(shop: StripeShop, to: string): Promise<{ to: string; subject: string; text: string }[]> {
  const dir = path.join(shop.dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  const mails = await Promise.all(
    files.map(
      async (f) =>
        JSON.parse(await readFile(path.join(dir, f), "utf8")) as { to: string; subject: string; text: string },
    ),
  );
  return mails.filter((m) => m.to === to);
}

/** The token of the newest link to `pathPrefix` mailed to `to`. */
export async function linkToken(shop: StripeShop, to: string, pathPrefix: string): Promise<string> {
  let token = "";
  await expect
    .poll(
      async () => {
        const text = (await mailsTo(shop, to)).at(-1)?.text ?? "";
        token = text.match(new RegExp(`${pathPrefix}/([A-Za-z0-9_-]+)`))?.[1] ?? "";
        return token;
      },
      { timeout: 10_000 },
    )
    .not.toBe("");
  return token;
}

/** Stripe.js as the app's code calls it, with the Payment Element a frame of card fields. */
const STRIPE_JS = String.raw`(function () {
  var FRAME = "https://js.stripe.com/stand-in/payment-element.html";
  function collect(elements) {
    var frame = elements._frame;
    if (!frame) return Promise.resolve({});
    return new Promise(function (resolve) {
      function answer(event) {
        if (event.source !== frame.contentWindow || !event.data || event.data.type !== "card") return;
        window.removeEventListener("message", answer);
        resolve(event.data);
      }
      window.addEventListener("message", answer);
      frame.contentWindow.postMessage({ type: "collect" }, "https://js.stripe.com");
    });
  }
  function makeElement(type, elements) {
    var handlers = {};
    var frame = null;
    function emit(name, payload) { (handlers[name] || []).forEach(function (fn) { fn(payload); }); }
    return {
      mount: function (node) {
        var container = typeof node === "string" ? document.querySelector(node) : node;
        if (type === "payment") {
          frame = document.createElement("iframe");
          frame.src = FRAME;
          frame.title = "Secure payment input frame";
          // Styled through the CSSOM, as Stripe.js styles its frames: the page's CSP holds style attributes.
          frame.style.width = "100%";
          frame.style.height = "160px";
          frame.style.border = "0";
          frame.style.display = "block";
          frame.addEventListener("load", function () { emit("ready", { elementType: "payment" }); });
          container.appendChild(frame);
          elements._frame = frame;
        } else {
          // No Apple Pay or Google Pay on this browser: the Express Checkout Element shows nothing.
          setTimeout(function () { emit("ready", { elementType: type, availablePaymentMethods: undefined }); }, 0);
        }
      },
      on: function (name, fn) { (handlers[name] = handlers[name] || []).push(fn); return this; },
      off: function (name, fn) { handlers[name] = (handlers[name] || []).filter(function (h) { return h !== fn; }); return this; },
      update: function () {},
      destroy: function () { if (frame) frame.remove(); },
      unmount: function () {},
      focus: function () {},
      blur: function () {},
      clear: function () {},
    };
  }
  function Stripe(key) {
    return {
      elements: function (options) {
        var elements = {
          _options: options,
          create: function (type) { return makeElement(type, elements); },
          getElement: function () { return null; },
          update: function (next) { Object.assign(elements._options, next); },
          fetchUpdates: function () { return Promise.resolve({}); },
          submit: function () {
            return collect(elements).then(function (card) {
              if (!card.number) return { error: { type: "validation_error", message: "Your card number is incomplete." } };
              elements._card = card;
              return {};
            });
          },
        };
        return elements;
      },
      confirmPayment: function (args) {
        var card = args.elements._card || {};
        var id = args.clientSecret.split("_secret_")[0];
        var body = new URLSearchParams({
          key: key,
          client_secret: args.clientSecret,
          "payment_method_data[type]": "card",
          "payment_method_data[card][number]": card.number || "",
          return_url: args.confirmParams.return_url,
        });
        return fetch("https://api.stripe.com/v1/payment_intents/" + id + "/confirm", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: body.toString(),
        }).then(function (res) {
          return res.json().then(function (json) { return res.ok ? { paymentIntent: json } : { error: json.error }; });
        });
      },
      createToken: function () {},
      createPaymentMethod: function () {},
      confirmCardPayment: function () {},
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();`;

/** The Payment Element's frame: the card's fields, answering the parent's "collect". */
const PAYMENT_FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card details</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:2px;color:#1a1a1a}label{display:block;font-size:14px;margin:8px 0 4px}
input{box-sizing:border-box;width:100%;min-height:44px;padding:8px 10px;border:1px solid #767676;border-radius:10px;font-size:16px}.row{display:flex;gap:12px}.row>div{flex:1}</style></head>
<body><main><label for="number">Card number</label><input id="number" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234">
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" autocomplete="cc-exp" placeholder="MM / YY"></div>
<div><label for="cvc">Security code</label><input id="cvc" autocomplete="cc-csc" inputmode="numeric" placeholder="CVC"></div></div></main>
<script>window.addEventListener("message",function(e){if(!e.data||e.data.type!=="collect")return;
e.source.postMessage({type:"card",number:document.getElementById("number").value.replace(/\\s/g,""),expiry:document.getElementById("expiry").value,cvc:document.getElementById("cvc").value},e.origin);});</script>
</body></html>`;

/** js.stripe.com and api.stripe.com, answered here instead of by Stripe. */
export async function replaceStripeAtTheEdge(context: BrowserContext, stripe: StripeDouble) {
  await context.route("https://js.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith("/payment-element.html")) {
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: PAYMENT_FRAME });
    }
    return route.fulfill({ status: 200, contentType: "application/javascript; charset=utf-8", body: STRIPE_JS });
  });
  await context.route("https://api.stripe.com/**", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = await fetch(`${stripe.url}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: { "content-type": request.headers()["content-type"] ?? "application/x-www-form-urlencoded" },
      body: request.method() === "GET" ? undefined : (request.postData() ?? ""),
    });
    await route.fulfill({
      status: answer.status,
      headers: { "content-type": "application/json", "access-control-allow-origin": "*" },
      body: await answer.text(),
    });
  });
}
