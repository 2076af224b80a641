/**
 * Regenerates the menu pictures in public/menu/ from SEED_MENU.
 *
 *   npx tsx scripts/make-menu-art.ts
 *
 * The output is deterministic, so re-running it only changes files whose
 * item, variant or drawing code changed. SVGs that no longer correspond to
 * anything on the menu are deleted so renamed items don't leave orphans.
 */
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { menuArtPath } from "../lib/menu";
import { drawMenuArt } from "./art/menu/index";
import { seededArtJobs } from "./art/menu/jobs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = join(root, "public");
const outDir = join(publicDir, "menu");

const jobs = seededArtJobs();

mkdirSync(outDir, { recursive: true });
const produced = new Set<string>();
let written = 0;
let unchanged = 0;
let bytes = 0;
for (const job of jobs) {
  const file = join(publicDir, menuArtPath(job.slug, job.kind));
  if (produced.has(file)) throw new Error(`Two pictures map to ${file}: slugs must be unique`);
  produced.add(file);
  const svg = drawMenuArt(job);
  bytes += Buffer.byteLength(svg);
  let current: string | null = null;
  try {
    current = readFileSync(file, "utf8");
  } catch {
    current = null;
  }
  // Skip identical files so mtimes (and Next's static cache) stay stable.
  if (current === svg) {
    unchanged++;
    continue;
  }
  writeFileSync(file, svg);
  written++;
}

let removed = 0;
for (const entry of readdirSync(outDir)) {
  if (!entry.endsWith(".svg")) continue;
  const file = join(outDir, entry);
  if (!produced.has(file)) {
    unlinkSync(file);
    removed++;
  }
}

console.log(
  `menu art: ${jobs.length} pictures (${written} written, ${unchanged} unchanged, ${removed} stale removed), ${(bytes / 1024).toFixed(1)} KiB in public/menu`,
);
