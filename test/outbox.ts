import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/lib/platform/config";
import { runQueuedJobs } from "./jobs";

type KeptMail = { to: string; subject: string; html: string; text: string };

export async function clearOutbox() {
  await rm(path.join(getConfig().DATA_DIR, "outbox"), { recursive: true, force: true });
}

/** The mails kept so far, oldest first, once the queued ones have been sent. */
export async function readOutbox(): Promise<KeptMail[]> {
  await runQueuedJobs();
  const dir = path.join(getConfig().DATA_DIR, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as KeptMail));
}

/** The token at the end of the newest link to `pathPrefix` mailed to `to`. */
export async function latestLinkToken(to: string, pathPrefix: string): Promise<string> {
  const mails = (await readOutbox()).filter((m) => m.to === to);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`No mail to ${to}`);
  const match = mail.text.match(new RegExp(`${pathPrefix.replace(/\//g, "\\/")}\\/([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`No ${pathPrefix} link in: ${mail.text}`);
  return match[1]!;
}
