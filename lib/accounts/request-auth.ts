import "server-only";
import { AppError } from "@/lib/platform/errors";
import { cookieNameFor, decodeSessionCookie, type CookieClaims } from "../platform/http";
import {
  ROLE_LABELS,
  roleCan,
  TWO_FACTOR_NEEDED_MESSAGE,
  TWO_FACTOR_PERMISSIONS,
  type Permission,
  type StaffRole,
} from "./permissions";
import { findSession } from "./sessions/find-session";
import { findSessionWithStaff } from "./sessions/find-session-with-staff";
import { type ActiveSession, type SessionKey } from "./sessions/sessions";

/** What route handlers need of a request: its headers and cookies. */
export type RequestLike = {
  headers: Headers;
  cookies: { get(name: string): { value: string } | undefined };
};

function bearerToken(headers: Headers): string | null {
  const header = headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

function hasRole<S extends ActiveSession>(session: S | null, role: CookieClaims["role"]): session is S {
  return !!session && (role === "admin" ? !!session.adminId : !!session.customerId);
}

/**
 * The live session of the given role that a request carries: `Authorization: Bearer
 * <authToken>` (the spec's clients), else the httpOnly cookie of that role. One browser may
 * hold a customer's token and an admin's cookie at once; each role finds its own.
 */
export function findRequestSession(req: RequestLike, role: CookieClaims["role"]): Promise<ActiveSession | null> {
  return sessionOfRequest(req, role, findSession);
}

async function sessionOfRequest<S extends ActiveSession>(
  req: RequestLike,
  role: CookieClaims["role"],
  find: (key: SessionKey) => Promise<S | null>,
): Promise<S | null> {
  const bearer = bearerToken(req.headers);
  if (bearer) {
    const session = await find({ token: bearer });
    if (hasRole(session, role)) return session;
  }
  const claims = await decodeSessionCookie(req.cookies.get(cookieNameFor(role))?.value);
  if (!claims || claims.role !== role) return null;
  const session = await find({ id: claims.sid });
  return hasRole(session, role) ? session : null;
}

export type CustomerAuth = { sessionId: string; customerId: string };

/** The 401 of a call that needs a customer signed in (the spec's client shows its own "Please Sign In" dialog). */
export const SIGN_IN_NEEDED_MESSAGE = "User not authorised! Please sign in.";

/** The signed-in customer, or a 401. */
export async function requireCustomer(req: RequestLike): Promise<CustomerAuth> {
  const auth = await findCustomer(req);
  if (!auth) throw new AppError("UNAUTHENTICATED", SIGN_IN_NEEDED_MESSAGE);
  return auth;
}

export async function findCustomer(req: RequestLike): Promise<CustomerAuth | null> {
  const session = await findRequestSession(req, "customer");
  if (!session?.customerId) return null;
  return { sessionId: session.id, customerId: session.customerId };
}

/**
 * The signed-in customer, if any, and whether the request sent a bearer token that names no
 * live session (expired, signed out, or never ours) while nothing else signs it in. Such a
 * request meant to be someone: the calls open to visitors refuse it rather than answer it as
 * a stranger (decision 108).
 */
export async function findCustomerOrDeadToken(
  req: RequestLike,
): Promise<{ auth: CustomerAuth | null; hasDeadToken: boolean }> {
  const auth = await findCustomer(req);
  const bearer = bearerToken(req.headers);
  if (auth || !bearer) return { auth, hasDeadToken: false };
  return { auth: null, hasDeadToken: (await findSession({ token: bearer })) === null };
}

export type AdminAuth = {
  sessionId: string;
  adminId: string;
  username: string;
  role: StaffRole;
  /** The session was opened with a second factor. */
  twoFactor: boolean;
  /** The member has two-factor sign-in turned on. */
  hasTwoFactor: boolean;
};

/** The refusal of a request that needs a member of staff signed in and has none (any longer). */
export function adminSignInNeeded(cause?: unknown): AppError {
  return new AppError(
    "UNAUTHENTICATED",
    "Please sign in as an admin.",
    undefined,
    cause === undefined ? undefined : { cause },
  );
}

/**
 * The signed-in member of staff: 401 without a session (or a suspended member's), 403 for a
 * customer's; with a permission, 403 unless their role holds it, and for a money permission
 * unless this session was opened with a second factor.
 */
export async function requireAdmin(req: RequestLike, permission?: Permission): Promise<AdminAuth> {
  const session = await sessionOfRequest(req, "admin", findSessionWithStaff);
  if (session?.adminId) {
    const { admin } = session;
    if (!admin || admin.suspendedAt || admin.removedAt) throw adminSignInNeeded();
    const auth: AdminAuth = {
      sessionId: session.id,
      adminId: session.adminId,
      username: admin.username,
      role: admin.role,
      twoFactor: session.twoFactor,
      hasTwoFactor: !!admin.totpEnabledAt,
    };
    if (permission) checkPermission(auth, permission);
    return auth;
  }
  if (await findRequestSession(req, "customer")) throw new AppError("FORBIDDEN", "Admins only.");
  throw adminSignInNeeded();
}

export function checkPermission(auth: Pick<AdminAuth, "role" | "twoFactor">, permission: Permission) {
  if (!roleCan(auth.role, permission)) {
    throw new AppError("FORBIDDEN", `Your role (${ROLE_LABELS[auth.role]}) cannot do this. Ask the owner.`);
  }
  if (TWO_FACTOR_PERMISSIONS.has(permission) && !auth.twoFactor) {
    throw new AppError("FORBIDDEN", TWO_FACTOR_NEEDED_MESSAGE, undefined, { data: { twoFactorNeeded: true } });
  }
}
