import { formatUkPhone } from "@/lib/accounts/shared";

/**
 * The number written in a saved address is the one called about an order delivered there, ahead
 * of the account's (decision 022): said beside the address, or "We will call you on…" above
 * would promise another number than the kitchen gets.
 */
export function AddressPhoneNote({ phone }: { phone: string | null }) {
  if (!phone) return null;
  return (
    <p className="text-sm text-ink-muted" data-testid="address-phone">
      <span className="font-semibold">We call {formatUkPhone(phone)}</span>, the number in this address, about orders
      delivered here.
    </p>
  );
}
