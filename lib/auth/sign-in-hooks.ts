import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { hashToken } from "@/lib/auth/tokens";
import { mergeVisitorBasket } from "@/lib/basket/merge-visitor-basket";
import { forgetVisitor, VISITOR_COOKIE } from "@/lib/basket/owner";

/** After a customer signs in: what they put in the basket as a visitor joins their basket. */
export async function mergeVisitorBasketOnSignIn(req: NextRequest, res: NextResponse, customerId: string) {
  const token = req.cookies.get(VISITOR_COOKIE)?.value;
  if (!token) return;
  await mergeVisitorBasket(hashToken(token), customerId);
  forgetVisitor(res);
}
