import "server-only";
import { getDb } from "@/lib/platform/db";
import { normaliseCode } from "./evaluate";

/** Whether a code belongs to a promotion a basket may still meet (not retired, not over). */
export async function isKnownCode(code: string, now: Date): Promise<boolean> {
  const normalised = normaliseCode(code);
  if (!normalised) return false;
  const found = await getDb().promotion.findFirst({
    where: { code: normalised, retiredAt: null, OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
    select: { id: true },
  });
  return !!found;
}
