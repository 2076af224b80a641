// `npm run db:seed`: migrations and first-start seed, without starting the app.
import nextEnv from "@next/env";
import { ConfigError, loadConfig } from "@/lib/platform/config";
import { prepareDatabase } from "@/lib/seed";

nextEnv.loadEnvConfig(process.cwd());
try {
  const db = await prepareDatabase(loadConfig(), console.log);
  await db.embedded?.stop();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
