// Prisma config used only by the schema drift test (test/schema-drift.test.ts).
// Prisma 6.19's CLI, with a driver adapter, runs `migrate diff` through the WASM schema
// engine, so it works with no native binary and no network. The adapter connects to an
// empty shadow database, where the CLI replays prisma/migrations before diffing.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { defineConfig } from "prisma-wasm-diff/config";

const CHAR_OID = 18;
const TEXT_OID = 25;

type Fields = { fields?: { dataTypeID: number }[] };

// The engine reads catalogue columns of type "char" (pg_class.relkind...), a type the
// adapter refuses; as text they read the same.
function widenCharColumns<T>(result: T): T {
  for (const r of (Array.isArray(result) ? result : [result]) as Fields[]) {
    for (const f of r?.fields ?? []) if (f.dataTypeID === CHAR_OID) f.dataTypeID = TEXT_OID;
  }
  return result;
}

class CatalogueFriendlyClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const last = args[args.length - 1];
    if (typeof last === "function") {
      args[args.length - 1] = (err: unknown, res: unknown) => last(err, err ? res : widenCharColumns(res));
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return (super.query as any)(...args);
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const out = (super.query as any)(...args);
    return out && typeof out.then === "function" ? out.then(widenCharColumns) : out;
  }
}

const shadowUrl = process.env.SHADOW_DATABASE_URL;
if (!shadowUrl) throw new Error("SHADOW_DATABASE_URL must point at an empty database");

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: process.env.DRIFT_SCHEMA_PATH ?? "prisma/schema.prisma",
  async adapter() {
    return new PrismaPg(new pg.Pool({ connectionString: shadowUrl, max: 1, Client: CatalogueFriendlyClient }));
  },
});
