"use client";

import { createContext, use, type ReactNode } from "react";

// The shop's trading name for client components (sign-in, payment windows…): a setting (issue
// 25), read once by the server layout around them and handed down.

const ShopNameContext = createContext("");

export function ShopNameProvider({ name, children }: { name: string; children: ReactNode }) {
  return <ShopNameContext value={name}>{children}</ShopNameContext>;
}

export function useShopName(): string {
  return use(ShopNameContext);
}
