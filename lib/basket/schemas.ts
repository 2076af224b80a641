import { z } from "zod";
import { SIZES } from "@/lib/catalogue/types";
import { MAX_QTY } from "./pricing";

export const ZAddToBasketSchema = z.object({
  qty: z
    .number({ error: "Quantity must be a whole number from 1 to 50." })
    .int("Quantity must be a whole number from 1 to 50.")
    .min(1, "Quantity must be a whole number from 1 to 50.")
    .max(MAX_QTY, "Quantity must be a whole number from 1 to 50."),
  total: z.number({ error: "The total must be a number." }).nonnegative("The total must be a number.").max(100_000),
  subcategoryId: z.uuid("Please select an item first").nullable(),
  categoryItemId: z.uuid("Unknown item.").optional(),
  size: z.enum(SIZES, { error: "Unknown size." }).optional(),
});

export const ZInstructionSchema = z.object({
  detailinfo: z.string({ error: "Write your request as text." }).trim().max(500, "Keep your request under 500 characters."),
});

export const ZPromoSchema = z.object({
  code: z.string({ error: "Enter a code." }).trim().max(32, "This code is not valid.").nullable(),
});

export const ZAddressSchema = z.object({
  address: z
    .string({ error: "Please fill the address first" })
    .trim()
    .min(1, "Please fill the address first")
    .max(300, "Keep the address under 300 characters."),
});

export const ZSelectAddressSchema = z.object({ addressId: z.uuid("Choose one of your saved addresses.") });

export const ZVerifyPaymentSchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
});
