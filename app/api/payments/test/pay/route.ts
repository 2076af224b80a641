import { z } from "zod";
import { requireCustomer } from "@/lib/auth/request-auth";
import { readJson } from "@/lib/http/body";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { payInTestMode } from "@/lib/payments/test-mode-pay";

const ZTestPaySchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  outcome: z.enum(["success", "failure"]),
});

/** Exists only in the test payment mode (no Razorpay keys); 404 otherwise. */
export const POST = route(async (req) => {
  const { customerId } = await requireCustomer(req);
  const input = await readJson(req, ZTestPaySchema);
  const result = await payInTestMode(customerId, input.razorpay_order_id, input.outcome);
  return ok(result, result.ok ? "Test payment made" : "Test payment declined");
});
