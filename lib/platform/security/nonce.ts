/** 128 random bits, base64: a fresh one for every page response, as CSP nonces must be. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
