import "server-only";
import { headers } from "next/headers";
import { NONCE_HEADER } from "./nonce";

/**
 * The CSP nonce of the page being rendered, for our own inline scripts (Next.js puts it on its
 * scripts by itself). Reading it makes the page dynamic, as a per-request nonce requires.
 */
export async function getRequestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
