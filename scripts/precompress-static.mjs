// Last step of `npm run build`: writes a Brotli (quality 11) and a gzip (level 9) copy beside
// each of Next's built assets in .next/static, which the server sends as they are (server/
// app-server.ts, sirv). Those files never change after the build, so they are compressed once,
// as hard as the formats allow (the storefront's JavaScript: 161 KB at the per-request Brotli
// quality 4, 138 KB at 11), instead of on every request (issue 26, decision 047).
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const ROOT = join(process.cwd(), ".next", "static");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|map)$/;
// Below this, the compressed copy and its header cost about what they save.
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const started = Date.now();
let count = 0;
let raw = 0;
let brotliBytes = 0;
const pending = [];
for await (const path of files(ROOT)) {
  if ((await stat(path)).size < MIN_BYTES) continue;
  pending.push(
    (async () => {
      const body = await readFile(path);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
      count += 1;
      raw += body.length;
      brotliBytes += br.length;
    })(),
  );
}
await Promise.all(pending);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(`Compressed ${count} files of .next/static (${kb(raw)} → ${kb(brotliBytes)} Brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
