"use client";

import { createContext, useContext, type ReactNode } from "react";
import { currencySymbol } from "@/lib/platform/money";

// The shop's configured currency for client components deep in a screen (amount fields), set
// once by the server layout that knows the configuration.

const CurrencyContext = createContext<string>("GBP");

export function CurrencyProvider({ currency, children }: { currency: string; children: ReactNode }) {
  return <CurrencyContext value={currency}>{children}</CurrencyContext>;
}

export function useCurrency(): string {
  return useContext(CurrencyContext);
}

/** "£" for GBP: the symbol shown beside or in the label of an amount field. */
export function useCurrencySymbol(): string {
  return currencySymbol(useCurrency());
}
