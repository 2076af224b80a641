import { randomInt } from "node:crypto";
import { NextRequest } from "next/server";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http";

// Tests read answers field by field and check their shape there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ApiBody = { success: boolean; message: string; data: any; errors?: { field: string | null; message: string }[] };

type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

export type CallOptions<P> = {
  method?: string;
  path?: string;
  params?: P;
  /** Sent as JSON. */
  body?: unknown;
  form?: FormData;
  raw?: { body: BodyInit; contentType: string };
  headers?: Record<string, string>;
  bearer?: string;
  cookies?: Record<string, string>;
};

/**
 * A different client address per call by default, so rate limits count only what a test means;
 * set as the app's HTTP server sets it (server/app-server.ts), since handlers are called directly.
 */
const someAddress = () => `198.51.100.${randomInt(1, 255)}`;

/** Calls a route handler the way Next.js does, and reads its JSON answer. */
export async function call<P extends Record<string, string | string[]>>(
  handler: Handler<P>,
  options: CallOptions<P> = {},
) {
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: someAddress(), ...options.headers });
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  } else if (options.form) {
    const encoded = new Response(options.form);
    headers.set("content-type", encoded.headers.get("content-type")!);
    body = await encoded.arrayBuffer();
  } else if (options.raw) {
    headers.set("content-type", options.raw.contentType);
    body = options.raw.body;
  }
  // As an HTTP client sends it: a body comes with its length (the route checks it before reading).
  if (body !== undefined && !headers.has("content-length") && !headers.has("transfer-encoding")) {
    const length =
      typeof body === "string"
        ? Buffer.byteLength(body)
        : body instanceof ArrayBuffer || ArrayBuffer.isView(body)
          ? body.byteLength
          : null;
    if (length !== null) headers.set("content-length", String(length));
  }
  if (options.bearer) headers.set("authorization", `Bearer ${options.bearer}`);
  if (options.cookies) {
    headers.set(
      "cookie",
      Object.entries(options.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join("; "),
    );
  }
  const req = new NextRequest(new URL(options.path ?? "/api/test", "http://localhost"), {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve((options.params ?? {}) as P) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString("utf8");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, bytes, json: json as ApiBody, response: res };
}

/** The cookies a response sets, by name. */
export function setCookies(res: Response): Record<string, { value: string; attributes: string }> {
  const out: Record<string, { value: string; attributes: string }> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(";");
    const eq = pair!.indexOf("=");
    out[pair!.slice(0, eq).trim()] = { value: pair!.slice(eq + 1), attributes: attrs.join(";") };
  }
  return out;
}
