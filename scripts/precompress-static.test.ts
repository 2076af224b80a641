import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The build's last step (scripts/precompress-static.mjs), run on a .next/static of its own.
const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, "precompress-static.mjs");

// A loader chunk as Turbopack writes them for a page's lazy parts: 320 bytes, sent on every
// first load of /order.
const LOADER =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,381166,s=>{s.v(t=>Promise.all(["static/chunks/2q2hr041g2sbe.js"].map(t=>s.l(t))).then(()=>t(308810)))},507785,s=>{s.v(t=>Promise.all(["static/chunks/1lh543e9orcu3.js"].map(t=>s.l(t))).then(()=>t(795252)))}]);';

describe("precompress-static", () => {
  let root: string;
  let chunks: string;
  let output: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "precompress-"));
    chunks = join(root, ".next", "static", "chunks");
    mkdirSync(chunks, { recursive: true });
    writeFileSync(join(chunks, "loader.js"), LOADER);
    writeFileSync(join(chunks, "tiny.js"), "self.a=1;");
    writeFileSync(join(chunks, "font.woff2"), Buffer.alloc(4096, 7));
    ({ stdout: output } = await run(process.execPath, [SCRIPT], { cwd: root }));
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("writes a Brotli and a gzip copy of a small chunk when they are smaller, header included", () => {
    const br = readFileSync(join(chunks, "loader.js.br"));
    const gz = readFileSync(join(chunks, "loader.js.gz"));
    expect(brotliDecompressSync(br).toString()).toBe(LOADER);
    expect(gunzipSync(gz).toString()).toBe(LOADER);
    expect(br.length + "Content-Encoding: br\r\n".length).toBeLessThan(LOADER.length);
  });

  it("leaves a file alone when a copy and its header would not be smaller", () => {
    expect(existsSync(join(chunks, "tiny.js.br"))).toBe(false);
    expect(existsSync(join(chunks, "tiny.js.gz"))).toBe(false);
  });

  it("does not compress what is not text", () => {
    expect(existsSync(join(chunks, "font.woff2.br"))).toBe(false);
  });

  it("counts only the files it wrote a Brotli copy of", () => {
    expect(output).toMatch(/^Compressed 1 file of \.next\/static/);
  });
});
