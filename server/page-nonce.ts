import type { ServerResponse } from "node:http";
import { SAXParser } from "parse5-sax-parser";

// A page served from Next's page cache was rendered once, for some earlier request, so its
// <script> and <style> tags carry that request's nonce or none; the Content-Security-Policy
// header proxy.ts sets on this response names a fresh one. Before the page leaves, every
// script and style start tag is given this response's nonce (decision 021). Pages rendered for
// the request already carry it and are left alone.
//
// The tags are found by parse5 (an HTML tokenizer to the standard, so "<script" inside a script
// or an attribute is not mistaken for a tag) once per distinct page; each response then only
// fills the nonce into the places found.

const NONCE_TAGS = new Set(["script", "style"]);

/**
 * A page prerendered without a request (the 404 page, at build time) has its script preloads
 * without a nonce; 'strict-dynamic' ignores 'self', so they need one too.
 */
function isScriptPreload(tagName: string, attrs: readonly { name: string; value: string }[]): boolean {
  if (tagName !== "link") return false;
  const attr = (name: string) => attrs.find((a) => a.name === name)?.value.toLowerCase();
  const rel = attr("rel");
  return rel === "modulepreload" || (rel === "preload" && attr("as") === "script");
}

/** A cached page cut where the nonces go: text, then a slot, text, a slot, … text. */
export type NonceTemplate = { texts: string[]; slots: ("replace" | "insert")[] };

export function buildNonceTemplate(html: string): NonceTemplate {
  const cuts: { from: number; to: number; slot: "replace" | "insert" }[] = [];
  const parser = new SAXParser({ sourceCodeLocationInfo: true });
  parser.on("startTag", (tag) => {
    const location = tag.sourceCodeLocation as
      | (typeof tag.sourceCodeLocation & { attrs?: Record<string, { startOffset: number; endOffset: number }> })
      | null
      | undefined;
    if (!location) return;
    // Any tag Next gave a nonce (script and style, but also preloads and stylesheets) gets the new one.
    const existing = location.attrs?.nonce;
    if (existing) cuts.push({ from: existing.startOffset, to: existing.endOffset, slot: "replace" });
    else if (NONCE_TAGS.has(tag.tagName) || isScriptPreload(tag.tagName, tag.attrs)) {
      // Right after "<script" / "<style".
      const at = location.startOffset + 1 + tag.tagName.length;
      cuts.push({ from: at, to: at, slot: "insert" });
    }
  });
  // The parser runs synchronously on a string written in one piece.
  parser.end(html);

  const texts: string[] = [];
  const slots: NonceTemplate["slots"] = [];
  let position = 0;
  for (const cut of cuts) {
    texts.push(html.slice(position, cut.from));
    slots.push(cut.slot);
    position = cut.to;
  }
  texts.push(html.slice(position));
  return { texts, slots };
}

export function fillNonce(template: NonceTemplate, nonce: string): string {
  let out = template.texts[0] ?? "";
  for (let i = 0; i < template.slots.length; i += 1) {
    out += template.slots[i] === "insert" ? ` nonce="${nonce}"` : `nonce="${nonce}"`;
    out += template.texts[i + 1] ?? "";
  }
  return out;
}

/**
 * A template as the bytes it is sent as, so that a response only joins buffers. `source` is the
 * page as Next handed it over: a cached page comes as one string, and recognising that string
 * again (the same one, or equal) spares encoding its 100-200 KB to UTF-8 for every response.
 */
type ByteTemplate = { source: Buffer | string; pieces: Buffer[]; slots: NonceTemplate["slots"] };

const isSamePage = (source: Buffer | string, page: Buffer | string) =>
  typeof source === "string" ? source === page : typeof page !== "string" && source.equals(page);

function fillNonceBytes(template: ByteTemplate, nonce: string): Buffer {
  const replace = Buffer.from(`nonce="${nonce}"`);
  const insert = Buffer.from(` nonce="${nonce}"`);
  const parts: Buffer[] = [template.pieces[0]!];
  for (let i = 0; i < template.slots.length; i += 1)
    parts.push(template.slots[i] === "insert" ? insert : replace, template.pieces[i + 1]!);
  return Buffer.concat(parts);
}

/** The few distinct pages in the cache at a time; a page changes when the menu does. */
const MAX_TEMPLATES = 32;
const templates = new Map<string, ByteTemplate>();

/**
 * `page` with every script and style tag carrying `nonce`, as bytes. The template is found by
 * `key` (the URL asked for) and used only if it was made from this very page (a comparison costs
 * far less than hashing it); a new page under the same key replaces it.
 */
export function withNonceBytes(page: Buffer | string, nonce: string, key = ""): Buffer {
  let template = templates.get(key);
  if (!template || !isSamePage(template.source, page)) {
    const { texts, slots } = buildNonceTemplate(typeof page === "string" ? page : page.toString("utf8"));
    template = { source: page, pieces: texts.map((text) => Buffer.from(text, "utf8")), slots };
    templates.delete(key);
    if (templates.size >= MAX_TEMPLATES) templates.delete(templates.keys().next().value as string);
    templates.set(key, template);
  }
  return fillNonceBytes(template, nonce);
}

/** The nonce a CSP header allows scripts by; base64 only, so it is safe inside an attribute. */
export function nonceOfPolicy(policy: string | number | string[] | undefined): string | null {
  if (typeof policy !== "string") return null;
  return /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(policy)?.[1] ?? null;
}

function nonceForCachedPage(res: ServerResponse): string | null {
  if (!res.hasHeader("x-nextjs-cache")) return null;
  if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return null;
  return nonceOfPolicy(res.getHeader("content-security-policy"));
}

type Chunk = string | Uint8Array;
type WriteCallback = (error?: Error | null) => void;

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === "string"
    ? Buffer.from(chunk, encoding)
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Makes `res` put the nonce of its CSP header into a cached HTML page before it is sent. Decided
 * at the first write, when Next has set the headers; every other response passes untouched.
 */
export function giveCachedPagesTheirNonce(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding, cb?: WriteCallback) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding, cb?: () => void) => ServerResponse;
  let decided = false;
  let nonce: string | null = null;
  const held: Buffer[] = [];

  const decide = () => {
    if (decided) return;
    decided = true;
    nonce = res.headersSent ? null : nonceForCachedPage(res);
  };

  const args = (encodingOrCb?: unknown, cb?: unknown) => ({
    encoding: typeof encodingOrCb === "string" ? (encodingOrCb as BufferEncoding) : undefined,
    callback: (typeof encodingOrCb === "function" ? encodingOrCb : cb) as WriteCallback | undefined,
  });

  res.write = ((chunk: Chunk, encodingOrCb?: unknown, cb?: unknown) => {
    decide();
    const { encoding, callback } = args(encodingOrCb, cb);
    if (nonce === null) return write(chunk, encoding, callback);
    held.push(toBuffer(chunk, encoding));
    if (callback) process.nextTick(callback);
    return true;
  }) as ServerResponse["write"];

  res.end = ((chunk?: Chunk | (() => void), encodingOrCb?: unknown, cb?: unknown) => {
    decide();
    if (typeof chunk === "function") return end(undefined, undefined, chunk);
    const { encoding, callback } = args(encodingOrCb, cb);
    if (nonce === null) return end(chunk, encoding, callback);
    const isOneString =
      held.length === 0 &&
      typeof chunk === "string" &&
      (encoding === undefined || encoding === "utf8" || encoding === "utf-8");
    if (!isOneString && chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
    const page = withNonceBytes(isOneString ? chunk : Buffer.concat(held), nonce, res.req?.url ?? "");
    res.setHeader("content-length", page.byteLength);
    // The body is no longer the one Next's ETag was computed from, and a nonce is for one
    // response: no shared cache may hand this page to anyone else, and the browser asks again
    // before any new visit. Not no-store: that alone keeps Chrome from holding the page for Back
    // (the back/forward cache), and the page holds nobody's data (decision 058).
    res.removeHeader("etag");
    res.setHeader("cache-control", "private, no-cache, max-age=0, must-revalidate");
    return end(page, undefined, callback);
  }) as ServerResponse["end"];
}
