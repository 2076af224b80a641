// Adds to package-lock.json the other platforms' native packages (@next/swc-darwin-*, ...)
// that npm left out of it. The registry mirror these machines reach lacks some of those
// versions, npm drops an optional package it cannot resolve, and `npm ci` then refuses the lock
// ("Missing: @next/swc-darwin-arm64@ from lock file"). Each entry gets the exact version its
// parent pins and the platform its napi-rs target name states, so npm skips it on every other
// platform (no download) and fetches it by name and version from the npm registry on its own.
// Run after any `npm install` that changes the lock: node scripts/lock-platform-packages.mjs
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, "utf8"));

// napi-rs target names, as these packages' own package.json state them.
const OS = ["android", "darwin", "freebsd", "linux", "win32", "openharmony", "sunos", "netbsd"];
const CPU = {
  arm: "arm",
  arm64: "arm64",
  x64: "x64",
  ia32: "ia32",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
};

/** The platform fields of a native package, from the target in its name; undefined when it names none. */
function platformOf(name) {
  const target = name.split("/").pop().split("-");
  const parts = new Set(target);
  const cpuPart = target.find((p) => p in CPU);
  if (!cpuPart) return undefined;
  const entry = { cpu: [CPU[cpuPart]] };
  const os = target.find((p) => OS.includes(p));
  if (os) entry.os = [os];
  if (os === "linux") {
    if ([...parts].some((p) => p.startsWith("musl"))) entry.libc = ["musl"];
    else if ([...parts].some((p) => p.startsWith("gnu"))) entry.libc = ["glibc"];
  }
  if (!os && cpuPart !== "wasm32") return undefined;
  return entry;
}

const added = [];
for (const [location, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    // Where Node would look for it from the parent: nested first, then hoisted.
    const nested = `${location ? location + "/" : ""}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue; // only exact pins can be recorded as they are
    const platform = platformOf(name);
    if (!platform) continue;
    const fields = {
      ...platform,
      ...(pkg.dev ? { dev: true } : {}),
      ...(pkg.devOptional ? { devOptional: true } : {}),
      optional: true,
    };
    // In npm's own order (version, then the rest alphabetically), so that npm rewrites nothing.
    lock.packages[hoisted] = {
      version,
      ...Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))),
    };
    added.push(`${name}@${version}`);
  }
}

const [root, ...rest] = Object.keys(lock.packages);
lock.packages = Object.fromEntries([root, ...rest.sort()].map((k) => [k, lock.packages[k]]));
writeFileSync(LOCK, JSON.stringify(lock, null, 2) + "\n");
console.log(
  added.length
    ? `Added to package-lock.json:\n  ${added.join("\n  ")}`
    : "package-lock.json already lists every platform package.",
);
