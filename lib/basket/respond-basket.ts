import "server-only";
import type { NextResponse } from "next/server";
import { getConfig } from "@/lib/config";
import { ok } from "@/lib/http/respond";
import { loadBasket } from "./load-basket";
import { rememberVisitor, type BasketOwner } from "./owner";
import { presentBasket } from "./present";

/** Answers with the whole priced basket (and keeps a new visitor's cookie). */
export async function respondWithBasket(
  basketId: string | null,
  owner: BasketOwner | null,
  message: string,
  extra: Record<string, unknown> = {},
  init?: ResponseInit,
): Promise<NextResponse> {
  const basket = await loadBasket(basketId);
  const res = ok({ ...presentBasket(basket, getConfig().CURRENCY), ...extra }, message, init);
  if (owner) rememberVisitor(res, owner);
  return res;
}
