import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The build step that marks the scripts a page names for eager compilation
// (scripts/compile-hints.mjs, decision 062), run on a .next of its own.
const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, "compile-hints.mjs");
const HINT = "//# allFunctionsCalledOnLoad\n";

describe("compile-hints", () => {
  let root: string;
  const chunk = (name: string) => join(root, ".next", "static", "chunks", name);
  const outputs: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "compile-hints-"));
    mkdirSync(join(root, ".next", "static", "chunks"), { recursive: true });
    for (const name of ["main.js", "runtime.js", "layout.js", "page.js", "lazy.js", "polyfills.js"]) {
      writeFileSync(chunk(name), `self.${name.replace(".js", "")}=1;`);
    }
    writeFileSync(chunk("layout.css"), "body{margin:0}");
    writeFileSync(
      join(root, ".next", "build-manifest.json"),
      JSON.stringify({
        polyfillFiles: ["static/chunks/polyfills.js"],
        rootMainFiles: ["static/chunks/main.js", "static/chunks/runtime.js"],
      }),
    );
    // Two routes, as Next writes their manifests: a script that fills globalThis.__RSC_MANIFEST.
    for (const [dir, route] of [
      ["shop/page", "/shop/page"],
      ["admin/(panel)/x/page", "/admin/(panel)/x/page"],
    ] as const) {
      const at = join(root, ".next", "server", "app", dir.split("/").slice(0, -1).join("/"));
      mkdirSync(at, { recursive: true });
      const manifest = {
        entryCSSFiles: { "[project]/app/layout": [{ path: "static/chunks/layout.css" }] },
        entryJSFiles: {
          "[project]/app/layout": ["static/chunks/layout.js"],
          [`[project]/app${route}`]: ["static/chunks/layout.js", "static/chunks/page.js"],
        },
      };
      writeFileSync(
        join(at, "page_client-reference-manifest.js"),
        `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(manifest)};\n`,
      );
    }
    for (let i = 0; i < 2; i += 1) outputs.push((await run(process.execPath, [SCRIPT], { cwd: root })).stdout);
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("marks the root main files and every route's entry chunks, once each", () => {
    for (const name of ["main.js", "runtime.js", "layout.js", "page.js"]) {
      expect(readFileSync(chunk(name), "utf8")).toBe(`${HINT}self.${name.replace(".js", "")}=1;`);
    }
    expect(outputs[0]).toBe("Marked 4 first-load chunks for eager compilation.\n");
  });

  it("leaves chunks loaded on demand, the legacy polyfills and stylesheets as they were", () => {
    expect(readFileSync(chunk("lazy.js"), "utf8")).toBe("self.lazy=1;");
    expect(readFileSync(chunk("polyfills.js"), "utf8")).toBe("self.polyfills=1;");
    expect(readFileSync(chunk("layout.css"), "utf8")).toBe("body{margin:0}");
  });

  it("a second run changes nothing", () => {
    expect(outputs[1]).toBe("Marked 0 first-load chunks for eager compilation.\n");
  });
});
