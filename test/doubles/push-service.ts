import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// A push service on 127.0.0.1 (what FCM, Mozilla's autopush and Apple's are to a browser),
// speaking Web Push as the RFCs say: a push is POSTed to the subscription's endpoint
// (RFC 8030) with a TTL, signed by the shop's VAPID key (RFC 8292: `Authorization: vapid
// t=<JWT>, k=<key>`, ES256, aud = this service's origin, exp within 24 h), its body encrypted
// for the device (RFC 8291 over RFC 8188 aes128gcm). The double holds each device's keys, so it
// decrypts what it is sent with its own code, not the library's. 201 Created when taken,
// 410 Gone for a subscription the device dropped, 400/401/403 for a push that breaks the rules.

export type ReceivedPush = {
  endpoint: string;
  ttl: number;
  urgency: string | null;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
  /** The decrypted body, parsed as JSON. */
  message: unknown;
};

export type Refusal = { endpoint: string; status: number; reason: string };

type Device = {
  endpoint: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  applicationServerKey: string;
  isGone: boolean;
};

export type PushServiceDouble = {
  url: string;
  /** A browser subscribing with the shop's VAPID public key: what `PushSubscription.toJSON()` gives. */
  subscribe: (applicationServerKey: string) => { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The device dropped the subscription: pushes to it answer 410 Gone from now on. */
  drop: (endpoint: string) => void;
  /** The next `times` pushes answer `status` (503: the service is down). */
  failFor: (times: number, status?: number) => void;
  received: ReceivedPush[];
  refused: Refusal[];
  stop: () => Promise<void>;
};

const b64url = (buf: Buffer) => buf.toString("base64url");

/** RFC 8291 §3.4 and RFC 8188 §2: the device's side of aes128gcm, one record. */
function decrypt(body: Buffer, device: Device): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error("the key id is not the sender's P-256 public key");
  if (record.length > recordSize) throw new Error("more than one record");
  const ecdhSecret = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

/** RFC 8292 §2–3: the JWT's ES256 signature by `k`, its audience, expiry and subject. */
function checkVapid(header: string | undefined, origin: string, now: number) {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) return { error: "no vapid Authorization header" } as const;
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split(".");
  if (!head || !claims || !signature) return { error: "malformed JWT" } as const;
  const raw = Buffer.from(key, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) return { error: "k is not an uncompressed P-256 point" } as const;
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: "jwk",
  });
  const isSigned = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!isSigned) return { error: "bad signature" } as const;
  const jwtHeader = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  const jwt = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud?: string; sub?: string; exp?: number };
  if (jwtHeader.alg !== "ES256") return { error: "alg is not ES256" } as const;
  if (jwt.aud !== origin) return { error: `aud ${jwt.aud} is not ${origin}` } as const;
  if (!jwt.exp || jwt.exp * 1000 < now || jwt.exp * 1000 > now + 24 * 3600 * 1000 + 60_000)
    return { error: "exp is not within 24 hours" } as const;
  if (!jwt.sub || !/^(mailto:|https:)/.test(jwt.sub))
    return { error: "sub is not a mailto: or https: contact" } as const;
  return { vapid: { aud: jwt.aud, sub: jwt.sub, exp: jwt.exp, publicKey: key } } as const;
}

export async function startPushService(): Promise<PushServiceDouble> {
  const devices = new Map<string, Device>();
  let outage = { remaining: 0, status: 503 };
  const double: PushServiceDouble = {
    url: "",
    received: [],
    refused: [],
    subscribe(applicationServerKey) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const device: Device = {
        endpoint: `${double.url}/push/${randomUUID()}`,
        ecdh,
        auth: randomBytes(16),
        applicationServerKey,
        isGone: false,
      };
      devices.set(device.endpoint, device);
      return { endpoint: device.endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(device.auth) } };
    },
    drop(endpoint) {
      const device = devices.get(endpoint);
      if (device) device.isGone = true;
    },
    failFor(times, status = 503) {
      outage = { remaining: times, status };
    },
    stop: async () => {},
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const endpoint = `${double.url}${req.url ?? ""}`;
      const refuse = (status: number, reason: string) => {
        double.refused.push({ endpoint, status, reason });
        res.writeHead(status, { "content-type": "text/plain" }).end(reason);
      };
      const device = devices.get(endpoint);
      if (req.method !== "POST" || !device) return refuse(404, "no such subscription");
      if (device.isGone) return refuse(410, "the subscription has expired or was unsubscribed");
      if (outage.remaining > 0) {
        outage.remaining--;
        return refuse(outage.status, "down in the test double");
      }
      const checked = checkVapid(req.headers.authorization, double.url, Date.now());
      if ("error" in checked) return refuse(401, checked.error ?? "unauthorised");
      // RFC 8292 §4.2: a subscription made with a key is pushed to with that key only.
      if (checked.vapid.publicKey !== device.applicationServerKey)
        return refuse(403, "not the key the subscription was made with");
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, "TTL header missing");
      if (req.headers["content-encoding"] !== "aes128gcm") return refuse(415, "content-encoding is not aes128gcm");
      let message: unknown;
      try {
        message = JSON.parse(decrypt(Buffer.concat(chunks), device).toString("utf8"));
      } catch (err) {
        return refuse(400, `the payload does not decrypt: ${(err as Error).message}`);
      }
      double.received.push({
        endpoint,
        ttl,
        urgency: (req.headers.urgency as string | undefined) ?? null,
        vapid: checked.vapid,
        message,
      });
      res.writeHead(201, { location: `${double.url}/message/${randomUUID()}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return double;
}
