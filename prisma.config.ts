import { defineConfig } from "prisma/config";

// The CLI is used here only for `prisma generate`; migrations are applied by
// lib/platform/db/migrate.ts (see docs/decisions/002-migrations-without-schema-engine.md).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
