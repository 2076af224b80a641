// Last step of `npm run build`: writes a Brotli (quality 11) and a gzip (level 9) copy beside
// each of Next's built assets in .next/static, which the server sends as they are (server/
// app-server.ts, sirv). Those files never change after the build, so they are compressed once,
// as hard as the formats allow (the storefront's JavaScript: 161 KB at the per-request Brotli
// quality 4, 138 KB at 11), instead of on every request (issue 26, decision 047).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const ROOT = join(process.cwd(), ".next", "static");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|map)$/;
// A copy is kept only when it and the header that announces it are smaller than the file: the
// smallest chunks (Turbopack's loaders of a page's lazy parts, ~320 bytes) still shrink by 40%,
// so no size is too small to try (a 1 KB floor here sent /order two of them uncompressed).
const worthSending = (copy, original, encoding) =>
  copy.length + Buffer.byteLength(`Content-Encoding: ${encoding}\r\n`) < original.length;

const files = async (dir) =>
  (await readdir(dir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name)).map((name) => join(dir, name));

const started = Date.now();
let count = 0;
let raw = 0;
let brotliBytes = 0;
await Promise.all(
  (await files(ROOT)).map(async (path) => {
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
    const sent = worthSending(br, body, "br");
    await Promise.all([
      sent ? writeFile(`${path}.br`, br) : undefined,
      worthSending(gzipped, body, "gzip") ? writeFile(`${path}.gz`, gzipped) : undefined,
    ]);
    count += sent ? 1 : 0;
    raw += body.length;
    brotliBytes += sent ? br.length : body.length;
  }),
);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(
  `Compressed ${count} file${count === 1 ? "" : "s"} of .next/static (${kb(raw)} → ${kb(brotliBytes)} Brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
