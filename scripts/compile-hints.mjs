// A step of `npm run build`, before precompress-static.mjs: the scripts a page's HTML names
// (Next's root main files and each route's entry chunks) begin with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` (Chrome 136 and later). Nearly all their code runs while the page
// loads; without the hint V8 compiles each function on the main thread when it is first called,
// inside the page's long tasks. With it V8 compiles them while the script streams in, on a
// background thread. Chunks a page loads later on demand stay lazy: most of their functions may
// never run. Decision 062.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createRequire } from "node:module";

const HINT = "//# allFunctionsCalledOnLoad\n";

const NEXT = join(process.cwd(), ".next");

const manifests = async (dir) =>
  (await readdir(dir, { recursive: true }))
    .filter((name) => name.endsWith("_client-reference-manifest.js"))
    .map((name) => join(dir, name));

/** Every chunk some page names in its HTML, as paths under .next ("static/chunks/…js"). */
async function firstLoadChunks() {
  const build = JSON.parse(await readFile(join(NEXT, "build-manifest.json"), "utf8"));
  const chunks = new Set(build.rootMainFiles);
  // Each manifest is a script that fills globalThis.__RSC_MANIFEST[route]: run here to read it.
  const require = createRequire(import.meta.url);
  for (const path of await manifests(join(NEXT, "server", "app"))) {
    globalThis.__RSC_MANIFEST = {};
    require(path);
    for (const route of Object.values(globalThis.__RSC_MANIFEST)) {
      for (const files of Object.values(route.entryJSFiles ?? {})) for (const file of files) chunks.add(file);
    }
  }
  delete globalThis.__RSC_MANIFEST;
  return [...chunks].filter((file) => file.endsWith(".js") && !build.polyfillFiles.includes(file));
}

let marked = 0;
for (const file of await firstLoadChunks()) {
  const path = join(NEXT, file);
  const body = await readFile(path, "utf8");
  if (body.startsWith(HINT)) continue;
  await writeFile(path, HINT + body);
  marked += 1;
}
console.log(`Marked ${marked} first-load chunk${marked === 1 ? "" : "s"} for eager compilation.`);
