// Runs `prisma generate` without network access. The CLI insists on finding a native
// schema-engine binary before it starts, although generate only uses the WASM schema
// builder bundled with it; pointing the variable at any existing file skips the download.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? fileURLToPath(import.meta.url),
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
