import "server-only";
import { getDb } from "@/lib/platform/db";
import { activeWhere, sessionSelect, whereKey, type ActiveSession, type SessionKey } from "./sessions";

export async function findSession(key: SessionKey): Promise<ActiveSession | null> {
  return getDb().session.findFirst({ where: { ...whereKey(key), ...activeWhere() }, select: sessionSelect });
}

export function findSessionByToken(token: string): Promise<ActiveSession | null> {
  return findSession({ token });
}
