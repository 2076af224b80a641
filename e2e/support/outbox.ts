import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "./fixtures";

// The e2e server runs without RESEND_API_KEY, so its mails are JSON files in its outbox.
const OUTBOX = path.resolve(".data/e2e/outbox");

type Mail = { to: string; subject: string; html: string; text: string };

async function mailsTo(to: string): Promise<Mail[]> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(OUTBOX, f), "utf8")) as Mail),
  );
  return mails.filter((m) => m.to === to);
}

/** Waits for a mail to `to` with a link to `pathPrefix` and answers that link's path (and query). */
export async function linkFromMail(to: string, pathPrefix: string, after = 0): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(to)).slice(after);
        // The path, the token and a query the link may carry (`?next=`, issue 25).
        const match = mails
          .at(-1)
          ?.text.match(new RegExp(`https?://[^/\\s]+(${pathPrefix}/[A-Za-z0-9_-]+(?:\\?[^\\s]*)?)`));
        link = match?.[1] ?? "";
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe("");
  return link;
}

export async function countMailsTo(to: string): Promise<number> {
  return (await mailsTo(to)).length;
}
