import { parsePhoneNumberFromString } from "libphonenumber-js";

// Shared by server and browser code (the checkout's form checks the same rule).

export const INVALID_PHONE_MESSAGE = "Enter a UK phone number such as 07911 123456.";

/** A UK phone number in any usual writing ("07911 123456", "+44 7911 123456") → E.164, or null. */
export function normaliseUkPhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), "GB");
  // +44 also numbers Guernsey, Jersey and the Isle of Man, which dial like the UK.
  if (!parsed || parsed.countryCallingCode !== "44" || !parsed.isValid()) return null;
  return parsed.number;
}

/** E.164 → how a UK caller dials it ("07911 123456"). */
export function formatUkPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}
