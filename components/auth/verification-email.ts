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
