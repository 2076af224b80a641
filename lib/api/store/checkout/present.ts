import "server-only";
import type { PaymentMethodOption } from "@/lib/ordering/shared";
import type { TPaymentMethodDto } from "./contract";

export function presentPaymentMethod(option: PaymentMethodOption, publishableKey: string | null): TPaymentMethodDto {
  return {
    method: option.method,
    label: option.label,
    available: option.available,
    reason: option.reason,
    isDefault: option.isDefault,
    isSetUp: option.isSetUp,
    ...(option.method === "card" && option.available && publishableKey ? { publishableKey } : {}),
  };
}
