import { safeNextPath } from "@/lib/accounts/shared";

// The address a verification mail went to, kept for this tab only (sessionStorage), so the
// "Send the email again" form can be filled in for the customer after sign-up or sign-in.

const KEY = "pendingVerificationEmail";

export function rememberVerificationEmail(email: string): void {
  try {
    window.sessionStorage.setItem(KEY, email);
  } catch {
    // Storage blocked: the customer types the address instead.
  }
}

export function recallVerificationEmail(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

// The way back (`?next=`, e.g. /checkout) kept across the sign-up → mail → verification → sign-in
// journey. The mail's link opens in a new tab, so this one is in localStorage; it is validated
// again whenever it is read, and forgotten after a day.
const NEXT_KEY = "pendingNextPath";
const NEXT_TTL_MS = 24 * 60 * 60 * 1000;

export function rememberNextPath(next: string): void {
  const safe = safeNextPath(next, "");
  try {
    if (!safe || safe === "/") window.localStorage.removeItem(NEXT_KEY);
    else window.localStorage.setItem(NEXT_KEY, JSON.stringify({ next: safe, at: Date.now() }));
  } catch {
    // Storage blocked: the customer lands on the home page instead.
  }
}

export function recallNextPath(): string {
  try {
    const raw = window.localStorage.getItem(NEXT_KEY);
    if (!raw) return "";
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return "";
    const { next, at } = parsed as { next?: unknown; at?: unknown };
    if (typeof next !== "string" || typeof at !== "number" || Date.now() - at > NEXT_TTL_MS) return "";
    return safeNextPath(next, "");
  } catch {
    return "";
  }
}

export function forgetNextPath(): void {
  try {
    window.localStorage.removeItem(NEXT_KEY);
  } catch {
    // Nothing kept.
  }
}
