import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The spec's wire names stay on the wire: lib/api (the contract and its adapters) says them,
// the screens and the domains do not (issue 20). Tests, e2e, the benchmark and the crash
// scripts call the API as its clients do and may say them.

const ROOT = path.resolve(import.meta.dirname, "..");
const WIRE_NAMES = /\b(Iteam|categoryItemName|subCategoryname|grandtotal|grandTotal|cartItem|categoryIteam)\b/;

function sourceFiles(): string[] {
  const files = ["app", "components", "lib", "server"].flatMap((dir) =>
    (readdirSync(path.join(ROOT, dir), { recursive: true }) as string[]).map((file) =>
      path.posix.join(dir, file.split(path.sep).join("/")),
    ),
  );
  return files.filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !file.startsWith("lib/api/") &&
      !file.startsWith("lib/platform/db/generated/"),
  );
}

describe("the spec's wire names", () => {
  it("appear only in lib/api", () => {
    const offenders = sourceFiles().filter((file) => WIRE_NAMES.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
