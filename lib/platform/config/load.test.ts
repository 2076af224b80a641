import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./load";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "config-"));

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const dir = tempDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.PORT).toBe(3000);
    expect(c.CURRENCY).toBe("GBP");
    expect(c.ADMIN_USERNAME).toBe("admin");
    expect(c.APP_URL).toBe("http://localhost:3000");
    expect(c.isEmbeddedDatabase).toBe(true);
    expect(c.DATA_DIR).toBe(dir);
  });

  it("gives the HTTP server deliberate limits, which can be set", () => {
    const c = loadConfig({ DATA_DIR: tempDir() });
    expect([
      c.HTTP_HEADERS_TIMEOUT_S,
      c.HTTP_REQUEST_TIMEOUT_S,
      c.HTTP_KEEP_ALIVE_TIMEOUT_S,
      c.HTTP_MAX_CONNECTIONS,
    ]).toEqual([20, 120, 10, 1024]);
    const set = loadConfig({ DATA_DIR: tempDir(), HTTP_KEEP_ALIVE_TIMEOUT_S: "65", HTTP_MAX_CONNECTIONS: "4000" });
    expect([set.HTTP_KEEP_ALIVE_TIMEOUT_S, set.HTTP_MAX_CONNECTIONS]).toEqual([65, 4000]);
  });

  it("generates an auth secret once and keeps it under DATA_DIR", () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).AUTH_SECRET;
    const second = loadConfig({ DATA_DIR: dir }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
  });

  it("wants one AUTH_SECRET set for every instance when they share Redis", () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), REDIS_URL: "redis://127.0.0.1:6379" })).toThrow(
      /AUTH_SECRET: set it when REDIS_URL is set/,
    );
    const secret = "a-secret-shared-by-every-instance-0123456789";
    expect(
      loadConfig({ DATA_DIR: tempDir(), REDIS_URL: "redis://127.0.0.1:6379", AUTH_SECRET: secret }).AUTH_SECRET,
    ).toBe(secret);
  });

  it("treats empty values as unset, as .env.example leaves them", () => {
    const c = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: "", PORT: "", CURRENCY: "" });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PORT).toBe(3000);
    expect(c.CURRENCY).toBe("GBP");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ APP_URL: "not a url" }, "APP_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ CURRENCY: "XYZ" }, "CURRENCY"],
    [{ ADMIN_PASSWORD: "123" }, "ADMIN_PASSWORD"],
    [{ ADMIN_USERNAME: "a b" }, "ADMIN_USERNAME"],
    [{ TRUSTED_PROXY_HOPS: "-1" }, "TRUSTED_PROXY_HOPS"],
    [{ TRUSTED_PROXY_HOPS: "1.5" }, "TRUSTED_PROXY_HOPS"],
    [{ TRUSTED_PROXY_HOPS: "nginx" }, "TRUSTED_PROXY_HOPS"],
    [{ HTTP_MAX_CONNECTIONS: "0" }, "HTTP_MAX_CONNECTIONS"],
    [{ HTTP_REQUEST_TIMEOUT_S: "2m" }, "HTTP_REQUEST_TIMEOUT_S"],
    [{ HTTP_HEADERS_TIMEOUT_S: "60", HTTP_REQUEST_TIMEOUT_S: "30" }, "HTTP_HEADERS_TIMEOUT_S"],
    // The default sender's domain (tastyslice.example) cannot be verified: Resend refused every mail.
    [{ RESEND_API_KEY: "re_live_key" }, "EMAIL_FROM"],
    [{ RESEND_API_KEY: "re_live_key", EMAIL_FROM: "" }, "EMAIL_FROM"],
    [{ RESEND_API_KEY: "re_live_key", EMAIL_FROM: "Tasty Slice <orders@tastyslice.example>" }, "EMAIL_FROM"],
    // Every link in the mails pointed at http://localhost:3000.
    [{ NODE_ENV: "production", RESEND_API_KEY: "re_live_key", EMAIL_FROM: "Pizza <orders@pizza.co.uk>" }, "APP_URL"],
    [
      { NODE_ENV: "production", RESEND_API_KEY: "re_live_key", EMAIL_FROM: "Pizza <orders@pizza.co.uk>", APP_URL: "" },
      "APP_URL",
    ],
  ])("rejects %o naming %s", (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: tempDir(), ...env });
    } catch (err) {
      expect((err as ConfigError).problems.join("\n")).toMatch(new RegExp(`^${name}: `, "m"));
    }
  });

  it("sends through Resend from the sender set with the key", () => {
    const c = loadConfig({
      DATA_DIR: tempDir(),
      RESEND_API_KEY: "re_live_key",
      EMAIL_FROM: "Pizza <orders@pizza.co.uk>",
    });
    expect(c.EMAIL_FROM).toBe("Pizza <orders@pizza.co.uk>");
  });

  it("starts without APP_URL in production when mails stay in the outbox, or outside production", () => {
    // The outbox (no key) is how the e2e suite and CI run; development and tests open localhost.
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: "production" }).APP_URL).toBe("http://localhost:3000");
    const mailing = { RESEND_API_KEY: "re_live_key", EMAIL_FROM: "Pizza <orders@pizza.co.uk>" };
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: "development", ...mailing }).APP_URL).toBe(
      "http://localhost:3000",
    );
    expect(
      loadConfig({ DATA_DIR: tempDir(), NODE_ENV: "production", APP_URL: "https://order.pizza.co.uk", ...mailing })
        .APP_URL,
    ).toBe("https://order.pizza.co.uk");
  });

  it("says which setting to fill in, and why, when production would mail links to localhost", () => {
    expect(() =>
      loadConfig({
        DATA_DIR: tempDir(),
        NODE_ENV: "production",
        RESEND_API_KEY: "re_live_key",
        EMAIL_FROM: "Pizza <orders@pizza.co.uk>",
      }),
    ).toThrow(/APP_URL: set it when RESEND_API_KEY is set in production.*links in e-mails/);
  });

  it("says in words what a bad port should be", () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: "abc" })).toThrow(
      "PORT: must be a port number from 1 to 65535",
    );
  });

  it("counts trusted reverse proxies: none by default, as many as set", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUSTED_PROXY_HOPS: "1" }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUSTED_PROXY_HOPS: "yes" })).toThrow(
      "TRUSTED_PROXY_HOPS: must be the number of reverse proxies in front of the app, from 0 (none) to 10",
    );
  });

  it("lists no CORS origin by default and reads a comma-separated list of exact origins", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ DATA_DIR: tempDir(), CORS_ORIGINS: "" }).CORS_ORIGINS).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: tempDir(), CORS_ORIGINS: "https://app.example.co.uk, http://localhost:5173" })
        .CORS_ORIGINS,
    ).toEqual(["https://app.example.co.uk", "http://localhost:5173"]);
  });

  it("names each CORS origin that is not exact, and how to write it", () => {
    try {
      loadConfig({ DATA_DIR: tempDir(), CORS_ORIGINS: "https://app.example.co.uk/,*,https://ok.example.co.uk" });
      expect.unreachable("the list should be refused");
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([
        'CORS_ORIGINS: "https://app.example.co.uk/" is not an exact origin (scheme, host and port only): write https://app.example.co.uk (comma-separated origins)',
        'CORS_ORIGINS: "*": wildcards are not allowed; list each origin, e.g. https://app.example.co.uk (comma-separated origins)',
      ]);
    }
  });

  it("accepts a lower-case currency code and a real PostgreSQL URL", () => {
    const c = loadConfig({
      DATA_DIR: tempDir(),
      CURRENCY: "eur",
      DATABASE_URL: "postgresql://user@db.internal:5432/shop",
      APP_URL: "https://pizza.example.co.uk/",
    });
    expect(c.CURRENCY).toBe("EUR");
    expect(c.isEmbeddedDatabase).toBe(false);
    expect(c.APP_URL).toBe("https://pizza.example.co.uk");
  });
});

describe("payment keys", () => {
  it("wants both Razorpay keys or neither", () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), RAZORPAY_KEY_ID: "rzp_test_x" })).toThrow(/RAZORPAY_KEY_SECRET/);
    const c = loadConfig({ DATA_DIR: tempDir(), RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "s" });
    expect(c.RAZORPAY_KEY_ID).toBe("rzp_test_x");
    expect(loadConfig({ DATA_DIR: tempDir() }).DELIVERY_FEE_PENCE).toBe(249);
    expect(loadConfig({ DATA_DIR: tempDir() }).MIN_ORDER_PENCE).toBe(1200);
  });

  it("wants the three Stripe keys together, live with live", () => {
    const keys = {
      STRIPE_SECRET_KEY: "sk_test_abc123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
    };
    expect(loadConfig({ DATA_DIR: tempDir(), ...keys }).STRIPE_SECRET_KEY).toBe("sk_test_abc123");
    expect(() => loadConfig({ DATA_DIR: tempDir(), STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow(
      /STRIPE_SECRET_KEY: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...keys, STRIPE_PUBLISHABLE_KEY: "pk_live_abc123" })).toThrow(
      /live keys together/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...keys, STRIPE_SECRET_KEY: "pk_test_abc123" })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...keys, STRIPE_WEBHOOK_SECRET: "abc" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: /,
    );
  });
});
