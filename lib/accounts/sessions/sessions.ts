import "server-only";
import { hashToken } from "../tokens";

export const CUSTOMER_SESSION_SECONDS = 30 * 24 * 3600;
export const ADMIN_SESSION_SECONDS = 12 * 3600;

export type SessionOwner = { customerId: string } | { adminId: string };

export type ActiveSession = {
  id: string;
  customerId: string | null;
  adminId: string | null;
  expiresAt: Date;
  /** An admin session opened with a second factor. */
  twoFactor: boolean;
};

export const activeWhere = () => ({ revokedAt: null, expiresAt: { gt: new Date() } });
export const sessionSelect = { id: true, customerId: true, adminId: true, expiresAt: true, twoFactor: true } as const;

/** How a request names its session: the bearer token (the spec's `authToken`) or the cookie's id. */
export type SessionKey = { token: string } | { id: string };

export const whereKey = (key: SessionKey) => ("token" in key ? { tokenHash: hashToken(key.token) } : { id: key.id });
