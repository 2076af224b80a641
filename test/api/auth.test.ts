import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as forgot } from "@/app/api/auth/forgopassword/route";
import { POST as resendVerification } from "@/app/api/auth/resendVerification/route";
import { POST as resetPassword } from "@/app/api/auth/resetpassword/[token]/route";
import { POST as signIn } from "@/app/api/auth/SignIn/route";
import { POST as signOut } from "@/app/api/auth/SignOut/route";
import { POST as signUp } from "@/app/api/auth/SignUp/route";
import { GET as user } from "@/app/api/auth/user/route";
import { GET as verifyEmail } from "@/app/api/auth/verifyemail/[token]/route";
import { GET as viewer } from "@/app/api/auth/viewer/route";
import { GET as media } from "@/app/media/[...key]/route";
import { reloadConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { resetDatabase } from "../db";
import { makeRetriesDue, runQueuedJobs } from "../jobs";
import { clearOutbox, latestLinkToken, readOutbox } from "../outbox";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http";
import { call, setCookies } from "../request";
import { startResendWithKey } from "../doubles/configured";
import type { ResendDouble } from "../doubles/resend";

const COOKIE = "next-auth.session-token";

async function png(width: number, height: number, noise = false): Promise<Buffer> {
  if (noise) {
    return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
  }
  return sharp({ create: { width, height, channels: 3, background: "#e85d04" } })
    .png()
    .toBuffer();
}

function signUpForm(fields: Record<string, string | undefined>, image?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
  if (image) form.set("image", new File([new Uint8Array(image.bytes)], image.name, { type: image.type }));
  return form;
}

let n = 0;
const freshEmail = () => `customer${++n}.${Date.now()}@example.co.uk`;

async function createVerifiedAccount(password = "secret123") {
  const email = freshEmail();
  const res = await call(signUp, { form: signUpForm({ username: "Priya", email, password }) });
  expect(res.status).toBe(201);
  const token = await latestLinkToken(email, "/auth/verifyemail");
  expect((await call(verifyEmail, { params: { token } })).status).toBe(200);
  return { email, password };
}

/** Signs in as this app's own pages do: with the session cookie as well as the token. */
async function signInAs(email: string, password: string) {
  const res = await call(signIn, { body: { email, password, cookie: true } });
  expect(res.status).toBe(200);
  return { token: res.json.data.token as string, cookie: setCookies(res.response)[COOKIE]!.value };
}

/** What a browser would send back after this answer: the cookies it set, without the cleared ones. */
function setCookieJar(res: Response): Record<string, string> {
  return Object.fromEntries(
    Object.entries(setCookies(res))
      .filter(([, c]) => c.value !== "")
      .map(([name, c]) => [name, c.value]),
  );
}

beforeAll(async () => {
  await resetDatabase();
  await clearOutbox();
});

describe("POST /api/auth/SignUp", () => {
  it("creates an unverified account and mails a verification link built from APP_URL", async () => {
    const email = freshEmail();
    const res = await call(signUp, { form: signUpForm({ username: "Oliver", email, password: "pizza123" }) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      message: "Account created successfully. Please verify your email.",
      data: { username: "Oliver", email, mailSent: true },
    });
    const row = await getDb().customer.findUniqueOrThrow({ where: { emailNormalized: email } });
    expect(row.isVerified).toBe(false);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(res.json)).not.toContain(row.passwordHash);
    const mail = (await readOutbox()).filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toMatch(/verify your email/i);
    expect(mail.html).toMatch(/<a href="http:\/\/localhost:3000\/auth\/verifyemail\/[A-Za-z0-9_-]{43}"/);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/auth\/verifyemail\//);
  });

  it("carries `next` (a path of this site only) into the verification link, and into a resent one (issue 25)", async () => {
    const email = freshEmail();
    const res = await call(signUp, {
      form: signUpForm({ username: "Nadia", email, password: "pizza123", next: "/checkout?from=basket" }),
    });
    expect(res.status).toBe(201);
    const mail = (await readOutbox()).filter((m) => m.to === email).at(-1)!;
    expect(mail.text).toMatch(
      /http:\/\/localhost:3000\/auth\/verifyemail\/[A-Za-z0-9_-]{43}\?next=%2Fcheckout%3Ffrom%3Dbasket/,
    );
    expect(mail.html).toContain("?next=%2Fcheckout%3Ffrom%3Dbasket");

    await call(resendVerification, { body: { email, next: "/order-detail/abc" } });
    const resent = (await readOutbox()).filter((m) => m.to === email).at(-1)!;
    expect(resent.text).toMatch(/\/auth\/verifyemail\/[A-Za-z0-9_-]{43}\?next=%2Forder-detail%2Fabc/);

    // Another site, a protocol-relative address or an API path is dropped: the link has no way back.
    for (const next of ["https://evil.example/", "//evil.example", "/api/auth/user"]) {
      const other = freshEmail();
      expect(
        (await call(signUp, { form: signUpForm({ username: "Nadia", email: other, password: "pizza123", next }) }))
          .status,
      ).toBe(201);
      const sent = (await readOutbox()).filter((m) => m.to === other).at(-1)!;
      expect(sent.text, next).toMatch(/\/auth\/verifyemail\/[A-Za-z0-9_-]{43}(\s|$)/);
      expect(sent.text).not.toContain("next=");
    }
  });

  it("answers every missing or invalid field with the spec's message beside it", async () => {
    const res = await call(signUp, { form: signUpForm({}) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Check the highlighted fields and try again.");
    expect(res.json.data).toMatchObject({
      username: "Invalid username.",
      email: "Invalid email address.",
      password: "Password must meet requirements.",
    });
    for (const [fields, field, message] of [
      [{ username: "ab", email: freshEmail(), password: "secret1" }, "username", "Invalid username."],
      [{ username: "a".repeat(16), email: freshEmail(), password: "secret1" }, "username", "Invalid username."],
      [{ username: "Amir", email: "amir at example.com", password: "secret1" }, "email", "Invalid email address."],
      [{ username: "Amir", email: "amir@example", password: "secret1" }, "email", "Invalid email address."],
      [{ username: "Amir", email: freshEmail(), password: "12345" }, "password", "Password must meet requirements."],
    ] as const) {
      const r = await call(signUp, { form: signUpForm(fields) });
      expect(r.status, JSON.stringify(fields)).toBe(400);
      expect(r.json.data[field]).toBe(message);
    }
    expect(await getDb().customer.count({ where: { username: "Amir" } })).toBe(0);
  });

  it("refuses an address already used, whatever its case, with a 409", async () => {
    const email = freshEmail();
    await call(signUp, { form: signUpForm({ username: "Jack", email, password: "secret1" }) });
    const res = await call(signUp, {
      form: signUpForm({ username: "Jack2", email: email.toUpperCase(), password: "secret1" }),
    });
    expect(res.status).toBe(409);
    expect(res.json.data.email).toBe("An account with this email already exists.");
  });

  it("keeps a real picture as a small WebP served with long cache headers", async () => {
    const email = freshEmail();
    const res = await call(signUp, {
      form: signUpForm(
        { username: "Grace", email, password: "secret1" },
        { bytes: await png(600, 400), name: "me.png", type: "image/png" },
      ),
    });
    expect(res.status).toBe(201);
    const row = await getDb().customer.findUniqueOrThrow({ where: { emailNormalized: email } });
    expect(row.imagePath).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
    const served = await call(media, { params: { key: row.imagePath!.replace("/media/", "").split("/") } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
  });

  it("refuses a picture over 100,000 bytes, and a text file named .png, creating nothing", async () => {
    const big = await png(220, 220, true);
    expect(big.byteLength).toBeGreaterThan(100_000);
    const tooBig = await call(signUp, {
      form: signUpForm(
        { username: "Big", email: freshEmail(), password: "secret1" },
        { bytes: big, name: "big.png", type: "image/png" },
      ),
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.data.image).toBe("Image must be under 100KB");

    const fake = await call(signUp, {
      form: signUpForm(
        { username: "Fake", email: freshEmail(), password: "secret1" },
        { bytes: Buffer.from("hello, I am not a picture"), name: "photo.png", type: "image/png" },
      ),
    });
    expect(fake.status).toBe(400);
    expect(fake.json.data.image).toMatch(/JPEG, PNG, WebP, GIF or AVIF/);
    expect(await getDb().customer.count({ where: { username: { in: ["Big", "Fake"] } } })).toBe(0);
  });

  it("answers 413 to a huge body and 415 to a body that is not a form, never a 500", async () => {
    const huge = await call(signUp, {
      raw: { body: new Uint8Array(2 * 1024 * 1024), contentType: "multipart/form-data; boundary=x" },
    });
    expect(huge.status).toBe(413);
    const json = await call(signUp, { body: { username: "Json", email: freshEmail(), password: "secret1" } });
    expect(json.status).toBe(415);
    const garbage = await call(signUp, {
      raw: { body: "--x\r\nnonsense", contentType: "multipart/form-data; boundary=x" },
    });
    expect(garbage.status).toBe(400);
  });
});

describe("GET /api/auth/verifyemail/{token}", () => {
  it("verifies once; a used, unknown or expired link is refused", async () => {
    const email = freshEmail();
    await call(signUp, { form: signUpForm({ username: "Ava", email, password: "secret1" }) });
    const token = await latestLinkToken(email, "/auth/verifyemail");
    const ok = await call(verifyEmail, { params: { token } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ success: true, data: "Email verified successfully. You can sign in now." });
    expect((await getDb().customer.findUniqueOrThrow({ where: { emailNormalized: email } })).isVerified).toBe(true);

    // Opening the link again (a reload) still says it worked.
    expect((await call(verifyEmail, { params: { token } })).status).toBe(200);
    const unknown = await call(verifyEmail, { params: { token: "made-up" } });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({
      success: false,
      message: "This verification link is invalid or has expired.",
    });

    const other = freshEmail();
    await call(signUp, { form: signUpForm({ username: "Late", email: other, password: "secret1" }) });
    const stale = await latestLinkToken(other, "/auth/verifyemail");
    await getDb().emailToken.updateMany({
      where: { customer: { emailNormalized: other } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await call(verifyEmail, { params: { token: stale } })).status).toBe(400);
  });

  it("sends a new link on request, and the old one stops working", async () => {
    const email = freshEmail();
    await call(signUp, { form: signUpForm({ username: "Noah", email, password: "secret1" }) });
    const first = await latestLinkToken(email, "/auth/verifyemail");
    const res = await call(resendVerification, { body: { email } });
    expect(res.status).toBe(200);
    const second = await latestLinkToken(email, "/auth/verifyemail");
    expect(second).not.toBe(first);
    expect((await call(verifyEmail, { params: { token: first } })).status).toBe(400);
    expect((await call(verifyEmail, { params: { token: second } })).status).toBe(200);
    // Superseded links of a verified account no longer error either.
    expect((await call(verifyEmail, { params: { token: first } })).status).toBe(200);
  });
});

describe("POST /api/auth/SignIn and the session", () => {
  it("refuses an unverified account with its own message", async () => {
    const email = freshEmail();
    await call(signUp, { form: signUpForm({ username: "Unver", email, password: "secret1" }) });
    const res = await call(signIn, { body: { email, password: "secret1" } });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Please verify your email before signing in.");
  });

  it("answers a token, and for this app's pages an httpOnly SameSite cookie; both work for /api/auth/user", async () => {
    const { email, password } = await createVerifiedAccount();
    const res = await call(signIn, { body: { email: email.toUpperCase(), password, cookie: true } });
    expect(res.status).toBe(200);
    expect(res.json.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = setCookies(res.response)[COOKIE]!;
    expect(cookie.attributes).toMatch(/HttpOnly/i);
    expect(cookie.attributes).toMatch(/SameSite=lax/i);
    expect(cookie.value).not.toContain(res.json.data.token);

    const viaBearer = await call(user, { bearer: res.json.data.token });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.json.data).toEqual({
      _id: expect.any(String),
      username: "Priya",
      email,
      image: null,
      isVerified: true,
      contactName: null,
      phone: null,
    });
    expect(JSON.stringify(viaBearer.json)).not.toMatch(/argon2|passwordHash/);
    const viaCookie = await call(user, { cookies: { [COOKIE]: cookie.value } });
    expect(viaCookie.status).toBe(200);
    expect((await call(user)).status).toBe(401);
    expect((await call(user, { bearer: "not-a-token" })).status).toBe(401);
    expect((await call(user, { cookies: { [COOKIE]: "forged.cookie.value" } })).status).toBe(401);
  });

  it("sets no cookie for a client that keeps only the token: forgetting the token signs it out", async () => {
    const { email, password } = await createVerifiedAccount();
    const res = await call(signIn, { body: { email, password } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    const token = res.json.data.token as string;
    expect((await call(user, { bearer: token })).status).toBe(200);
    // The spec's logout forgets the token: the client's next request carries nothing that signs it in.
    expect((await call(user, { cookies: setCookieJar(res.response) })).status).toBe(401);
    // SignOut with the token ends the session on the server too.
    expect((await call(signOut, { method: "POST", bearer: token })).status).toBe(200);
    expect((await call(user, { bearer: token })).status).toBe(401);

    const refused = await call(signIn, { body: { email, password, cookie: "yes" } });
    expect(refused.status).toBe(400);
    expect(refused.json.data.cookie).toBe("Send cookie as true or false.");
  });

  it("this app's pages: the cookie signs them in until their logout clears it", async () => {
    const { email, password } = await createVerifiedAccount();
    const res = await call(signIn, { body: { email, password, cookie: true } });
    const jar = setCookieJar(res.response);
    expect(Object.keys(jar)).toEqual([COOKIE]);
    expect((await call(user, { cookies: jar })).status).toBe(200);
    const out = await call(signOut, { method: "POST", cookies: jar });
    expect(setCookies(out.response)[COOKIE]).toMatchObject({
      value: "",
      attributes: expect.stringMatching(/Max-Age=0/i),
    });
    expect((await call(user, { cookies: jar })).status).toBe(401);
  });

  it("answers the same 401 for a wrong password and an unknown address", async () => {
    const { email } = await createVerifiedAccount();
    const wrong = await call(signIn, { body: { email, password: "wrong-password" } });
    const unknown = await call(signIn, { body: { email: freshEmail(), password: "wrong-password" } });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.json).toEqual({ success: false, message: "Invalid credentials. Please try again." });
    }
  });

  it("answers bad input with field messages, never a 500", async () => {
    const missing = await call(signIn, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.data).toMatchObject({
      email: "Invalid email address.",
      password: "Password must meet requirements.",
    });
    const wrongTypes = await call(signIn, { body: { email: 42, password: ["x"] } });
    expect(wrongTypes.status).toBe(400);
    const notJson = await call(signIn, { raw: { body: "{oops", contentType: "application/json" } });
    expect(notJson.status).toBe(400);
    const huge = await call(signIn, { raw: { body: "x".repeat(100_000), contentType: "application/json" } });
    expect(huge.status).toBe(413);
  });

  it("signing out revokes the session for the bearer token and the cookie alike", async () => {
    const { email, password } = await createVerifiedAccount();
    const { token, cookie } = await signInAs(email, password);
    const out = await call(signOut, { method: "POST", cookies: { [COOKIE]: cookie } });
    expect(out.status).toBe(200);
    expect(setCookies(out.response)[COOKIE]!.value).toBe("");
    expect((await call(user, { cookies: { [COOKIE]: cookie } })).status).toBe(401);
    expect((await call(user, { bearer: token })).status).toBe(401);
  });

  it("tells the cached pages who is browsing: the customer with a session, nobody without or after sign-out", async () => {
    const { email, password } = await createVerifiedAccount();
    const { cookie } = await signInAs(email, password);
    const signedIn = await call(viewer, { cookies: { [COOKIE]: cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.response.headers.get("cache-control")).toContain("no-store");
    const row = await getDb().customer.findUniqueOrThrow({ where: { emailNormalized: email } });
    expect(signedIn.json.data).toEqual({ customer: { _id: row.id, username: "Priya", image: null } });

    const visitor = await call(viewer, {});
    expect(visitor.status).toBe(200);
    expect(visitor.json.data).toEqual({ customer: null });
    expect(visitor.response.headers.get("cache-control")).toBe("private, no-cache");
    expect((await call(viewer, { cookies: { [COOKIE]: "forged.cookie.value" } })).json.data).toEqual({
      customer: null,
    });

    await call(signOut, { method: "POST", cookies: { [COOKIE]: cookie } });
    expect((await call(viewer, { cookies: { [COOKIE]: cookie } })).json.data).toEqual({ customer: null });
  });

  it("an expired session no longer works", async () => {
    const { email, password } = await createVerifiedAccount();
    const { token } = await signInAs(email, password);
    await getDb().session.updateMany({
      where: { customer: { emailNormalized: email } },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await call(user, { bearer: token })).status).toBe(401);
  });

  it("limits sign-in attempts per account with a 429 and a clear message", async () => {
    const { email } = await createVerifiedAccount();
    for (let i = 0; i < 10; i++)
      expect((await call(signIn, { body: { email, password: "wrong-pass" } })).status).toBe(401);
    const limited = await call(signIn, { body: { email, password: "wrong-pass" } });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe("Too many attempts. Please wait a few minutes and try again.");
  });

  it("counts failed sign-ins only: signing in again and again is never refused", async () => {
    const { email, password } = await createVerifiedAccount();
    const headers = { [CLIENT_ADDRESS_HEADER]: "203.0.113.78" };
    for (let i = 0; i < 12; i++) expect((await call(signIn, { body: { email, password }, headers })).status).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await call(signIn, { body: { email, password: "wrong-pass" }, headers })).status).toBe(401);
    expect((await call(signIn, { body: { email, password }, headers })).status).toBe(200);
  });

  it("limits sign-in attempts per address across accounts", async () => {
    const headers = { [CLIENT_ADDRESS_HEADER]: "203.0.113.77" };
    let last = 0;
    for (let i = 0; i < 51; i++)
      last = (await call(signIn, { body: { email: freshEmail(), password: "whatever1" }, headers })).status;
    expect(last).toBe(429);
  });
});

describe("forgot and reset password", () => {
  beforeEach(clearOutbox);

  it("answers alike whether or not the address has an account", async () => {
    const { email } = await createVerifiedAccount();
    await clearOutbox();
    const known = await call(forgot, { body: { email } });
    const unknown = await call(forgot, { body: { email: freshEmail() } });
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect((await readOutbox()).map((m) => m.to)).toEqual([email]);
    const bad = await call(forgot, { body: { email: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.json.data.email).toBe("Provide a valid email.");
  });

  it("resets once with the mailed link, signs the account out everywhere, and the new password works", async () => {
    const { email, password } = await createVerifiedAccount();
    const before = await signInAs(email, password);
    await call(forgot, { body: { email } });
    const token = await latestLinkToken(email, "/auth/NewPassword");

    const weak = await call(resetPassword, { params: { token }, body: { newpassword: "123" } });
    expect(weak.status).toBe(400);
    expect(weak.json.data.newpassword).toBe("Provide a valid password.");

    const res = await call(resetPassword, { params: { token }, body: { newpassword: "brand-new-pass" } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Password updated successfully.");
    expect((await call(user, { bearer: before.token })).status).toBe(401);
    expect((await call(signIn, { body: { email, password } })).status).toBe(401);
    expect((await call(signIn, { body: { email, password: "brand-new-pass" } })).status).toBe(200);

    const reuse = await call(resetPassword, { params: { token }, body: { newpassword: "another-pass" } });
    expect(reuse.status).toBe(400);
    expect(reuse.json.message).toBe("This reset link is invalid or has expired.");
  });

  it("lets an account locked by failed sign-ins in with the new password at once: the link proved the mailbox", async () => {
    const { email } = await createVerifiedAccount();
    const headers = { [CLIENT_ADDRESS_HEADER]: "203.0.113.79" };
    // Typed as the customer remembers it: the account's counter, whatever the case.
    for (let i = 0; i < 10; i++) {
      const guess = await call(signIn, { body: { email: email.toUpperCase(), password: `guess-${i}` }, headers });
      expect(guess.status).toBe(401);
    }
    expect((await call(signIn, { body: { email, password: "guess-10" }, headers })).status).toBe(429);
    await call(forgot, { body: { email }, headers });
    const token = await latestLinkToken(email, "/auth/NewPassword");
    expect((await call(resetPassword, { params: { token }, body: { newpassword: "brand-new-pass" } })).status).toBe(
      200,
    );
    expect((await call(signIn, { body: { email, password: "brand-new-pass" }, headers })).status).toBe(200);
  });

  it("refuses an expired reset link and a verification link used as a reset link", async () => {
    const { email } = await createVerifiedAccount();
    await call(forgot, { body: { email } });
    const token = await latestLinkToken(email, "/auth/NewPassword");
    await getDb().emailToken.updateMany({
      where: { purpose: "reset_password" },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await call(resetPassword, { params: { token }, body: { newpassword: "new-pass-1" } })).status).toBe(400);

    const other = freshEmail();
    await call(signUp, { form: signUpForm({ username: "Mixup", email: other, password: "secret1" }) });
    const verifyToken = await latestLinkToken(other, "/auth/verifyemail");
    expect(
      (await call(resetPassword, { params: { token: verifyToken }, body: { newpassword: "new-pass-1" } })).status,
    ).toBe(400);
  });

  it("limits forgot-password requests per address", async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) expect((await call(forgot, { body: { email } })).status).toBe(200);
    expect((await call(forgot, { body: { email } })).status).toBe(429);
  });
});

describe("with Resend configured", () => {
  let resend: ResendDouble;
  beforeAll(async () => {
    resend = await startResendWithKey();
  });
  afterAll(() => resend.stop());

  it("queues the verification mail with the account and sends it through Resend's API with HTML and text parts", async () => {
    const email = freshEmail();
    const res = await call(signUp, { form: signUpForm({ username: "Isla", email, password: "secret1" }) });
    expect(res.status).toBe(201);
    expect(res.json.data.mailSent).toBe(true);
    expect(await getDb().emailMessage.findFirst({ where: { to: email }, select: { status: true } })).toEqual({
      status: "queued",
    });

    expect(await runQueuedJobs()).toBe(1);
    const sent = resend.received.at(-1)!;
    expect(sent.authorization).toBe("Bearer re_test_key");
    expect(sent.body).toMatchObject({ to: email, subject: "Verify your email for Tasty Slice" });
    expect(sent.body.html).toContain("/auth/verifyemail/");
    expect(sent.body.text).toContain("/auth/verifyemail/");
    const row = await getDb().emailMessage.findFirstOrThrow({ where: { to: email } });
    expect(row).toMatchObject({ status: "sent", tries: 1, provider: "resend", lastError: null });
    expect(sent.idempotencyKey).toBe(`email/${row.id}`);
  });

  it("keeps the account and its mail when Resend refuses it; the next try sends it", async () => {
    resend.failNext = true;
    const email = freshEmail();
    const res = await call(signUp, { form: signUpForm({ username: "Retry", email, password: "secret1" }) });
    expect(res.status).toBe(201);
    expect(res.json.data.mailSent).toBe(true);
    expect(await getDb().customer.count({ where: { emailNormalized: email } })).toBe(1);

    const before = resend.received.length;
    await runQueuedJobs();
    expect(resend.received.length).toBe(before);
    const refused = await getDb().emailMessage.findFirstOrThrow({ where: { to: email } });
    expect(refused).toMatchObject({ status: "queued", tries: 1 });
    expect(refused.lastError).toMatch(/Resend refused the mail \(422\): Refused by the test double/);

    await makeRetriesDue();
    await runQueuedJobs();
    expect(resend.received.length).toBe(before + 1);
    expect(resend.received.at(-1)!.body.to).toBe(email);
    expect(await getDb().emailMessage.findFirstOrThrow({ where: { to: email } })).toMatchObject({
      status: "sent",
      tries: 2,
    });
  });
});

describe("the customer's picture", () => {
  afterAll(() => {
    delete process.env.MEDIA_BASE_URL;
    reloadConfig();
  });

  it("is an absolute URL, from MEDIA_BASE_URL when uploaded pictures are served elsewhere", async () => {
    const email = freshEmail();
    const created = await call(signUp, {
      form: signUpForm(
        { username: "Freya", email, password: "secret1" },
        { bytes: await png(300, 300), name: "me.png", type: "image/png" },
      ),
    });
    expect(created.status).toBe(201);
    const token = await latestLinkToken(email, "/auth/verifyemail");
    expect((await call(verifyEmail, { params: { token } })).status).toBe(200);
    const { token: bearer } = await signInAs(email, "secret1");
    const key = (await getDb().customer.findUniqueOrThrow({ where: { emailNormalized: email } })).imagePath!.replace(
      "/media/",
      "",
    );

    expect((await call(user, { bearer })).json.data.image).toBe(`http://localhost:3000/media/${key}`);
    process.env.MEDIA_BASE_URL = "https://media.example.co.uk/shop/";
    reloadConfig();
    expect((await call(user, { bearer })).json.data.image).toBe(`https://media.example.co.uk/shop/${key}`);
  });
});

describe("next-auth's own endpoints under /api/auth", () => {
  const PATHS = [
    ["session"],
    ["csrf"],
    ["providers"],
    ["signin"],
    ["signin", "credentials"],
    ["signout"],
    ["callback", "credentials"],
    ["_log"],
    ["error"],
    ["verify-request"],
  ];
  const BODIES: { label: string; raw?: { body: string; contentType: string }; body?: unknown }[] = [
    { label: "no body" },
    { label: "broken JSON", raw: { body: "{", contentType: "application/json" } },
    { label: "JSON null", raw: { body: "null", contentType: "application/json" } },
    { label: "a JSON list", body: [1, 2] },
    { label: "credentials", body: { email: "a@example.co.uk", password: "secret123", csrfToken: "x", json: "true" } },
    {
      label: "urlencoded",
      raw: {
        body: "csrfToken=%00&email=%00&callbackUrl=javascript:alert(1)",
        contentType: "application/x-www-form-urlencoded",
      },
    },
    { label: "huge text", raw: { body: "x".repeat(100_000), contentType: "text/plain" } },
  ];

  it("are closed: every path answers 404, whatever the body, and signs nobody in", async () => {
    const { email, password } = await createVerifiedAccount();
    for (const nextauth of PATHS) {
      const get = await call(nextAuthGet, { params: { nextauth } });
      expect(get.status, `GET ${nextauth.join("/")}`).toBe(404);
      for (const input of BODIES) {
        const body = input.label === "credentials" ? { email, password, csrfToken: "x", json: "true" } : input.body;
        const res = await call(nextAuthPost, { method: "POST", params: { nextauth }, raw: input.raw, body });
        expect(res.status, `POST ${nextauth.join("/")} with ${input.label}`).toBe(404);
        expect(res.json).toEqual({ success: false, message: "Page not found." });
        expect(res.headers.getSetCookie()).toEqual([]);
      }
    }
  });
});
