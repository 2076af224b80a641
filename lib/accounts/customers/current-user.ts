import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { loadCustomerProfile } from "./load-customer-profile";
import { findCustomer } from "../request-auth";

export type CurrentCustomer = {
  id: string;
  username: string;
  email: string;
  image: string | null;
  isVerified: boolean;
  /** Who to call about orders (issue 12); null until given. */
  contact: { name: string; phone: string } | null;
};

/**
 * For server components: the customer whose session cookie came with this request.
 * Cached per request, as the header and the page both ask.
 */
export const getCurrentCustomer = cache(async function getCurrentCustomer(): Promise<CurrentCustomer | null> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  // Pages are reached with the cookie only; a bearer header belongs to API clients.
  const plain = new Headers(headerList);
  plain.delete("authorization");
  const auth = await findCustomer({ headers: plain, cookies: cookieStore });
  if (!auth) return null;
  const profile = await loadCustomerProfile(auth.customerId);
  if (!profile) return null;
  return {
    id: profile.id,
    username: profile.username,
    email: profile.email,
    image: profile.imagePath,
    isVerified: profile.isVerified,
    contact: profile.contactName && profile.phone ? { name: profile.contactName, phone: profile.phone } : null,
  };
});
