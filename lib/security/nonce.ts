/** The request header through which proxy.ts hands the page's nonce to server components. */
export const NONCE_HEADER = "x-nonce";

/** 128 random bits, base64: a fresh one for every page response, as CSP nonces must be. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
