// `npm run staff:reset-2fa -- USERNAME`: turns two-factor off for a member who lost their phone
// and their recovery codes when no one in the app can (the shop's only owner; decision 105).
// With the embedded database, stop the app first: its data folder is open in one process only.
import nextEnv from "@next/env";
import { resetTwoFactorFromServer } from "@/lib/accounts";
import { ConfigError, loadConfig } from "@/lib/platform/config";
import { createDbClient } from "@/lib/platform/db";
import { isAppError } from "@/lib/platform/errors";
import { prepareDatabase } from "@/lib/seed";

nextEnv.loadEnvConfig(process.cwd());
const username = process.argv[2];
if (!username) {
  console.error("Say whose two-factor to turn off: npm run staff:reset-2fa -- USERNAME");
  process.exit(2);
}
let stop: (() => Promise<void>) | undefined;
try {
  const prepared = await prepareDatabase(loadConfig(), () => {});
  stop = prepared.embedded ? () => prepared.embedded!.stop() : undefined;
  const db = createDbClient(prepared.url, 1);
  try {
    const member = await resetTwoFactorFromServer(db, username);
    console.log(
      `Two-factor is off for ${member.username} (${member.role}), who is signed out everywhere. They sign in with their password and set it up again under Account.`,
    );
  } finally {
    await db.$disconnect();
  }
} catch (err) {
  console.error(err instanceof ConfigError || isAppError(err) ? err.message : err);
  process.exitCode = 1;
} finally {
  await stop?.();
}
