import { z } from "zod";
import { isCoveredCodeValid, parseCoveredCodes } from "@/lib/platform/uk-postcode";
import { describeOriginProblem, splitList } from "../security";

// Empty values in .env files ("DATABASE_URL=") mean "not set", not "set to nothing".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const currencyCodes = new Set(Intl.supportedValuesOf("currency"));

export const ZConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: optional(
    z.coerce
      .number({ error: "must be a port number from 1 to 65535" })
      .int("must be a port number from 1 to 65535")
      .min(1, "must be a port number from 1 to 65535")
      .max(65535, "must be a port number from 1 to 65535"),
  ).transform((v) => v ?? 3000),
  /**
   * Reverse proxies in front of the app whose X-Forwarded-For entries are believed when the
   * client's address is taken for rate limits: 0 = clients connect to the app directly.
   */
  TRUSTED_PROXY_HOPS: optional(
    z.coerce
      .number({ error: "must be the number of reverse proxies in front of the app, from 0 (none) to 10" })
      .int("must be the number of reverse proxies in front of the app, from 0 (none) to 10")
      .min(0, "must be the number of reverse proxies in front of the app, from 0 (none) to 10")
      .max(10, "must be the number of reverse proxies in front of the app, from 0 (none) to 10"),
  ).transform((v) => v ?? 0),
  /**
   * The app server's limits (decision 024): how long a client may take to send a request's
   * headers and the whole request, how long an idle kept-alive connection stays open, and how
   * many connections it holds at once (new ones are refused beyond).
   */
  HTTP_HEADERS_TIMEOUT_S: optional(z.coerce.number().int().min(1).max(600)).transform((v) => v ?? 20),
  HTTP_REQUEST_TIMEOUT_S: optional(z.coerce.number().int().min(1).max(3600)).transform((v) => v ?? 120),
  HTTP_KEEP_ALIVE_TIMEOUT_S: optional(z.coerce.number().int().min(1).max(600)).transform((v) => v ?? 10),
  HTTP_MAX_CONNECTIONS: optional(z.coerce.number().int().min(16).max(100_000)).transform((v) => v ?? 1024),
  DATA_DIR: optional(z.string()).transform((v) => v ?? "./.data"),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection URL")
      .pipe(z.url("must be a postgresql:// connection URL")),
  ),
  /** Connections each app instance keeps; the embedded database serialises on one. */
  DATABASE_POOL_MAX: optional(z.coerce.number().int().min(1).max(100)).transform((v) => v ?? 10),
  APP_URL: optional(z.url("must be an absolute URL such as https://pizza.example.co.uk")),
  /**
   * Web apps on other origins that may call /api/* from a browser (CORS), comma-separated and
   * exact (https://app.example.co.uk). Empty: only the app's own pages.
   */
  CORS_ORIGINS: optional(
    z
      .string()
      .transform(splitList)
      .superRefine((origins, ctx) => {
        for (const origin of origins) {
          const problem = describeOriginProblem(origin);
          if (problem) ctx.addIssue({ code: "custom", message: `${problem} (comma-separated origins)` });
        }
      }),
  ).transform((v): readonly string[] => v ?? []),
  /** Where uploaded pictures (/media/...) are served from when not from APP_URL (a CDN, a bucket). */
  MEDIA_BASE_URL: optional(z.url("must be an absolute URL such as https://media.example.co.uk")),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  ADMIN_USERNAME: optional(
    z.string().regex(/^[A-Za-z0-9_.-]{3,64}$/, "must be 3-64 letters, digits, dots, dashes or underscores"),
  ).transform((v) => v ?? "admin"),
  ADMIN_PASSWORD: optional(z.string().min(8, "must be at least 8 characters")),
  /** false on web instances when separate `npm run worker` processes work the background jobs. */
  JOBS_IN_APP: optional(z.stringbool({ error: "must be true or false" })).transform((v) => v ?? true),
  /** Without it, mails are kept in DATA_DIR/outbox and their links printed in the log. */
  RESEND_API_KEY: optional(z.string().min(1)),
  /** Read by the Resend SDK itself; set to point it at a test double. */
  RESEND_BASE_URL: optional(z.url("must be an absolute URL")),
  EMAIL_FROM: optional(z.string().min(3)).transform((v) => v ?? "Tasty Slice <orders@tastyslice.example>"),
  /** The first delivery zone's fee (pence), read only by the seed when there is no zone. */
  DELIVERY_FEE_PENCE: optional(z.coerce.number().int().min(0).max(100_000)).transform((v) => v ?? 249),
  /** The first delivery zone's minimum order (pence), read only by the seed when there is no zone. */
  MIN_ORDER_PENCE: optional(z.coerce.number().int().min(0).max(1_000_000)).transform((v) => v ?? 1200),
  /** Where uploads are kept: the local DATA_DIR/uploads folder, or an S3-compatible bucket. */
  STORAGE: optional(z.enum(["local", "s3"], { error: 'must be "local" or "s3"' })).transform((v) => v ?? "local"),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")),
  /** Empty for AWS itself; the store's address otherwise (R2, MinIO, ...). */
  S3_ENDPOINT: optional(z.url("must be an absolute URL such as https://s3.example.com")),
  S3_REGION: optional(z.string().min(1)).transform((v) => v ?? "eu-west-2"),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(z.enum(["true", "false"], { error: 'must be "true" or "false"' })).transform(
    (v) => v !== "false",
  ),
  /** A payment still unverified this long after create_order is looked up at the provider (seconds). */
  PAYMENT_RECONCILE_AFTER_S: optional(z.coerce.number().int().min(1).max(86_400)).transform((v) => v ?? 600),
  /** And given up on (the pending order expires) after this long (seconds). */
  PAYMENT_EXPIRE_AFTER_S: optional(
    z.coerce
      .number()
      .int()
      .min(60)
      .max(30 * 86_400),
  ).transform((v) => v ?? 2 * 3600),
  /** The shop as customers are told it: seeds the shop's profile at first start (issue 25). */
  SHOP_NAME: optional(z.string().min(2).max(60)).transform((v) => v ?? "Tasty Slice"),
  SHOP_ADDRESS: optional(z.string().min(5).max(200)).transform((v) => v ?? "Regent Street, London W1B 4HQ"),
  /** 020 7946 0xxx is Ofcom's range for drama: set the shop's real number. */
  SHOP_PHONE: optional(
    z.string().regex(/^\+?[0-9 ()-]{7,20}$/, "must be a phone number such as 020 7946 0000"),
  ).transform((v) => v ?? "020 7946 0000"),
  /** The shop's e-mail for customers (footer, mails). Like the others above, it seeds the shop's
   * profile at first start; the owner edits it in the admin after that (issue 25). */
  SHOP_EMAIL: optional(z.email("must be an e-mail address such as orders@example.co.uk")).transform(
    (v) => v ?? "orders@tastyslice.example",
  ),
  /** The Companies House number, when the shop is a company (8 digits, or 2 letters and 6 digits). */
  SHOP_COMPANY_NUMBER: optional(
    z.string().regex(/^([0-9]{8}|[A-Z]{2}[0-9]{6})$/, "must be a company number such as 01234567 or SC123456"),
  ),
  /**
   * Web push to staff devices (VAPID, RFC 8292), the pair `npx web-push generate-vapid-keys`
   * prints. Without them a pair is made once into DATA_DIR/vapid-keys.json (decision 032); set
   * them when several app instances do not share DATA_DIR.
   */
  VAPID_PUBLIC_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{87}$/, "must be the base64url public key web-push generate-vapid-keys prints"),
  ),
  VAPID_PRIVATE_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be the base64url private key web-push generate-vapid-keys prints"),
  ),
  /** Who push services may contact about the shop's pushes; empty: APP_URL when https, else EMAIL_FROM's address. */
  VAPID_SUBJECT: optional(
    z.string().regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL"),
  ),
  /**
   * The shop's VAT registration number, printed on every receipt (a VAT invoice must show it:
   * VAT Regulations 1995, reg. 16A); empty: receipts say no number. The rates themselves are
   * dated in lib/platform/vat.ts (decision 034).
   */
  SHOP_VAT_NUMBER: optional(
    z.string().regex(/^(GB)?\s?\d{3}\s?\d{4}\s?\d{2}(\s?\d{3})?$/, "must be a UK VAT number such as GB 123 4567 89"),
  ),
  /** Shared cache and its invalidation across app instances; empty: in process. */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")),
  /** With both keys the real Razorpay is used; without them, the labelled test payment mode. */
  RAZORPAY_KEY_ID: optional(z.string().min(1)),
  RAZORPAY_KEY_SECRET: optional(z.string().min(1)),
  RAZORPAY_WEBHOOK_SECRET: optional(z.string().min(1)),
  /** Points the Razorpay SDK at another host (a test double). */
  RAZORPAY_API_URL: optional(z.url("must be an absolute URL")),
  /**
   * With all three, cards (Apple Pay, Google Pay, Link) through Stripe (decision 030). Live keys
   * (sk_live_/rk_live_) turn the test payment mode off: nobody may "pay" a live shop in it.
   */
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/,
        "must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_…)",
      ),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)"),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be the webhook endpoint's signing secret (whsec_…)"),
  ),
  /** Points the Stripe SDK at another host (a test double), as RAZORPAY_API_URL does. */
  STRIPE_API_URL: optional(z.url("must be an absolute URL")),
  CURRENCY: optional(
    z
      .string()
      .transform((v) => v.toUpperCase())
      .refine((v) => currencyCodes.has(v), "must be an ISO 4217 currency code such as GBP"),
  ).transform((v) => v ?? "GBP"),
  /**
   * The first delivery zone's UK outward codes ("W1" also covers W1B, not W10; a bare area "SE"
   * covers all of it), read only by the seed when there is no zone (lib/seed/seed-delivery-zones.ts).
   */
  DELIVERY_OUTWARD_CODES: optional(
    z
      .string()
      .transform(parseCoveredCodes)
      .refine(
        (codes) => codes.length > 0 && codes.every(isCoveredCodeValid),
        "must be UK outward codes such as W1,SW1A,EC4",
      ),
  ).transform((v) => v ?? parseCoveredCodes("W1,W2,WC1,WC2,SW1,SE1,EC1,EC2,EC3,EC4,NW1,N1,E1")),
});

export type TConfigInput = z.input<typeof ZConfigSchema>;
export type TParsedConfig = z.output<typeof ZConfigSchema>;

/** Turns zod issues into lines that name the variable, e.g. "PORT: must be ...". */
export function describeConfigErrors(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "(environment)"}: ${issue.message}`);
}
