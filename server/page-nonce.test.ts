import { once } from "node:events";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { appRequestListener } from "./app-server";
import { buildNonceTemplate, fillNonce, nonceOfPolicy, withNonceBytes } from "./page-nonce";

// How a page from Next's page cache gets the nonce of its response (decision 021): the tag
// finding on its own, then through the app server's request listener over real HTTP, with
// handlers that answer as Next does for a cached page and for a page rendered per request.

const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/a.css">',
  '<link rel="preload" as="script" nonce="OLD" href="/_next/b.js">',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/c.js"/>',
  '<link rel="preload" as="image" href="/menu/a.svg"/>',
  '<script nonce="OLD" src="/_next/a.js" async=""></script>',
  "<style>.x{color:red}</style>",
  "</head><body>",
  '<p title="&lt;script">a &lt;script&gt; in text</p>',
  // Long enough to be worth compressing (compression's threshold is 1 KB).
  `<p>${"Margherita, pepperoni, Hawaiian. ".repeat(40)}</p>`,
  '<script>self.__next_f.push([1,"\\u003cscript\\u003e <script> inside a script"])</script>',
  '<script type="application/ld+json">{"name":"Tasty"}</script>',
  "<SCRIPT>upper()</SCRIPT>",
  "</body></html>",
].join("");

const startTags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];

describe("buildNonceTemplate / fillNonce", () => {
  it("gives every script and style start tag the nonce, replacing an old one, and touches nothing else", () => {
    const out = fillNonce(buildNonceTemplate(PAGE), "NEW");
    // Four scripts and a style; the "<script>" inside a script's text is not a tag.
    expect(out.match(/<(script|style)\b[^>]* nonce="NEW"/gi)).toHaveLength(5);
    expect(startTags(out, "style")[0]).toBe('<style nonce="NEW">');
    expect(out).not.toContain("OLD");
    // Text that only looks like a tag is left as it was.
    expect(out).toContain('<p title="&lt;script">a &lt;script&gt; in text</p>');
    expect(out).toContain('"\\u003cscript\\u003e <script> inside a script"');
    expect(out).toContain('<link rel="stylesheet" href="/a.css">');
    expect(out).toContain('<link rel="preload" as="script" nonce="NEW" href="/_next/b.js">');
    // A preload made at build time has none: it gets one; an image's needs none.
    expect(out).toContain('<link nonce="NEW" rel="preload" as="script" fetchPriority="low" href="/_next/c.js"/>');
    expect(out).toContain('<link rel="preload" as="image" href="/menu/a.svg"/>');
    // Taking the nonces out again gives back the page.
    expect(out.replace(/ ?nonce="NEW"/g, "")).toBe(PAGE.replace(/ ?nonce="OLD"/g, ""));
  });

  it("fills a new nonce into the same template each time", () => {
    const template = buildNonceTemplate(PAGE);
    expect(fillNonce(template, "one")).not.toBe(fillNonce(template, "two"));
    expect(withNonceBytes(Buffer.from(PAGE), "three", "/page").toString()).toBe(fillNonce(template, "three"));
    expect(withNonceBytes(Buffer.from(PAGE), "four", "/page").toString()).toBe(fillNonce(template, "four"));
  });

  it("makes a new template when the page at a URL changes (the menu changed)", () => {
    const before = Buffer.from("<html><body><script>a()</script></body></html>");
    const after = Buffer.from("<html><body><p>new</p><script>b()</script><script>c()</script></body></html>");
    expect(withNonceBytes(before, "N1", "/order").toString()).toBe(
      '<html><body><script nonce="N1">a()</script></body></html>',
    );
    expect(withNonceBytes(after, "N2", "/order").toString()).toBe(
      '<html><body><p>new</p><script nonce="N2">b()</script><script nonce="N2">c()</script></body></html>',
    );
  });

  it("takes the page as the one string Next hands over, without mixing it up with another", () => {
    const pound = '<html><body><p>Margherita £9.99</p><script nonce="OLD">a()</script></body></html>';
    const expected = (nonce: string) =>
      Buffer.from(`<html><body><p>Margherita £9.99</p><script nonce="${nonce}">a()</script></body></html>`);
    // The bytes are UTF-8 (the pound sign is two of them), the same as from the page's bytes.
    expect(withNonceBytes(pound, "S1", "/strings").equals(expected("S1"))).toBe(true);
    expect(withNonceBytes(pound, "S2", "/strings").equals(expected("S2"))).toBe(true);
    expect(withNonceBytes(Buffer.from(pound), "S3", "/strings").equals(expected("S3"))).toBe(true);
    // An equal string made afresh (as from a cache read again) is the same page.
    expect(withNonceBytes(pound.slice(0, 20) + pound.slice(20), "S4", "/strings").equals(expected("S4"))).toBe(true);
    // A changed page under the same URL gets its own template.
    const changed = pound.replace("£9.99", "£10.49");
    expect(withNonceBytes(changed, "S5", "/strings").toString()).toBe(changed.replace("OLD", "S5"));
    expect(withNonceBytes(pound, "S6", "/strings").equals(expected("S6"))).toBe(true);
  });

  it("reads only a base64 nonce from the policy", () => {
    expect(nonceOfPolicy("script-src 'nonce-abc+/9Q==' 'strict-dynamic'")).toBe("abc+/9Q==");
    expect(nonceOfPolicy("script-src 'nonce-\"><script>' 'self'")).toBeNull();
    expect(nonceOfPolicy(undefined)).toBeNull();
  });
});

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const CSP = "script-src 'nonce-RESPONSE' 'strict-dynamic'; style-src 'self' 'nonce-RESPONSE'";

/** As Next answers a page from its cache: headers set one by one, the body in pieces. */
const cachedPage: Handle = async (_req, res) => {
  res.setHeader("content-security-policy", CSP);
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("x-nextjs-cache", "HIT");
  res.setHeader("etag", '"abc"');
  res.setHeader("cache-control", "s-maxage=60, stale-while-revalidate=31535940");
  res.setHeader("content-length", Buffer.byteLength(PAGE));
  res.write(PAGE.slice(0, 100));
  res.end(PAGE.slice(100));
};

/** As Next sends a cached page it holds as a string: the whole of it in `end`. */
const PRICED_PAGE = PAGE.replace("Hawaiian.", "Hawaiian £11.50.");
const cachedPageInOneString =
  (nonce: string): Handle =>
  async (_req, res) => {
    res.setHeader("content-security-policy", CSP.replaceAll("RESPONSE", nonce));
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("x-nextjs-cache", "HIT");
    res.setHeader("content-length", Buffer.byteLength(PRICED_PAGE));
    res.end(PRICED_PAGE);
  };

/** A page rendered for the request: its nonce is already right, and it streams. */
const renderedPage: Handle = async (_req, res) => {
  res.setHeader("content-security-policy", CSP);
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.write('<script nonce="RESPONSE">a()</script>');
  res.end("<p>done</p>");
};

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

async function fetchFrom(handle: Handle, headers: Record<string, string> = {}) {
  server = createServer(appRequestListener(handle, { trustedProxyHops: 0 }));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return new Promise<{ headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the app server's listener", () => {
  it("puts the response's nonce into a cached page and keeps any cache from reusing it unasked, yet lets the browser keep it for Back", async () => {
    const { headers, body } = await fetchFrom(cachedPage);
    const html = body.toString("utf8");
    expect(html).toBe(fillNonce(buildNonceTemplate(PAGE), "RESPONSE"));
    expect(Number(headers["content-length"])).toBe(body.byteLength);
    expect(headers.etag).toBeUndefined();
    expect(headers["cache-control"]).toBe("private, no-cache, max-age=0, must-revalidate");
  });

  it("gives a page sent as one string each response's own nonce, its length counted in bytes", async () => {
    for (const nonce of ["FIRST", "SECOND"]) {
      const { headers, body } = await fetchFrom(cachedPageInOneString(nonce));
      expect(body.toString("utf8")).toBe(fillNonce(buildNonceTemplate(PRICED_PAGE), nonce));
      expect(Number(headers["content-length"])).toBe(body.byteLength);
      server?.close();
    }
  });

  it("compresses after the nonce is in", async () => {
    const { headers, body } = await fetchFrom(cachedPage, { "accept-encoding": "gzip" });
    expect(headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString("utf8")).toBe(fillNonce(buildNonceTemplate(PAGE), "RESPONSE"));
  });

  it("leaves a page rendered for the request as it streamed", async () => {
    const { body } = await fetchFrom(renderedPage);
    expect(body.toString("utf8")).toBe('<script nonce="RESPONSE">a()</script><p>done</p>');
  });
});
