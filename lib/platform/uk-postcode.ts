// Shared by server and browser code: pure functions, no server-only imports here.

/** A postcode as we show it: upper case, one space before the inward code when there is one. */
export type TParsedPostcode = {
  /** "W1B 5AH" for a full postcode, "SW1A" for an outward code on its own. */
  postcode: string;
  /** The part before the space, e.g. "W1B": the only part that decides delivery. */
  outwardCode: string;
};

// Outward code: a one- or two-letter area, then a district of one digit followed by an optional
// digit or letter (W1, W1B, W10, EC4R, SW1A). Inward code: a digit and two letters; C, I, K, M, O
// and V are never used there because they are easily misread.
const OUTWARD = "[A-Z]{1,2}[0-9][A-Z0-9]?";
const INWARD = "[0-9][ABD-HJLNP-UW-Z]{2}";
const FULL_POSTCODE = new RegExp(`^(${OUTWARD})(${INWARD})$`);
const OUTWARD_ONLY = new RegExp(`^${OUTWARD}$`);
/** What the delivery list may hold: an outward code, or a bare area such as "SE" for all of it. */
const COVERED_CODE = /^[A-Z]{1,2}([0-9][A-Z0-9]?)?$/;

/**
 * Reads a full UK postcode or an outward code, in any case and with any spacing
 * ("ec4r3te", " W1B 5AH ", "sw1a"). Returns null when it is neither.
 */
export function parsePostcode(input: string): TParsedPostcode | null {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  const full = FULL_POSTCODE.exec(compact);
  if (full) return { postcode: `${full[1]} ${full[2]}`, outwardCode: full[1]! };
  if (OUTWARD_ONLY.test(compact)) return { postcode: compact, outwardCode: compact };
  return null;
}

/** True for entries the delivery list accepts: "W1", "EC4R", "SE". */
export function isCoveredCodeValid(code: string): boolean {
  return COVERED_CODE.test(code);
}

/** Splits "EC4R" into its area "EC" and district "4R". */
function splitOutwardCode(code: string): { area: string; district: string } {
  const digitAt = code.search(/[0-9]/);
  if (digitAt === -1) return { area: code, district: "" };
  return { area: code.slice(0, digitAt), district: code.slice(digitAt) };
}

/**
 * Whether one entry of the delivery list covers an outward code. Districts are compared
 * whole, not as text prefixes: "W1" covers W1 and its lettered sub-districts (W1B, W1K),
 * but not W10, which is a different district; "E1" covers E1W but not E14. A bare area
 * ("SE") covers every district in it, and "S" does not cover "SE1".
 */
function isCoveredBy(outwardCode: string, coveredCode: string): boolean {
  const outward = splitOutwardCode(outwardCode);
  const covered = splitOutwardCode(coveredCode);
  if (outward.area !== covered.area) return false;
  if (covered.district === "") return true;
  if (outward.district === covered.district) return true;
  // Only a letter may follow: a sub-district. A digit would make a different district.
  return (
    /[0-9]$/.test(covered.district) &&
    outward.district.length === covered.district.length + 1 &&
    outward.district.startsWith(covered.district) &&
    /[A-Z]$/.test(outward.district)
  );
}

/** Whether any entry of the delivery list covers the outward code (both upper case). */
export function isOutwardCodeCovered(outwardCode: string, coveredCodes: readonly string[]): boolean {
  return coveredCodes.some((code) => isCoveredBy(outwardCode, code));
}

/** Turns the comma-separated setting into upper-case entries, dropping blanks. */
export function parseCoveredCodes(value: string): string[] {
  return value
    .split(",")
    .map((code) => code.replace(/\s+/g, "").toUpperCase())
    .filter((code) => code !== "");
}

export const INVALID_POSTCODE_MESSAGE = "Enter a UK postcode such as W1B 5AH, or its first part such as SW1A.";

/**
 * Whether two delivery-list entries share any outward code: "W1" and "W1B" do (W1B), "SE" and
 * "SE1" do, "W1" and "W10" do not. Two active zones may not overlap (decision 015).
 */
export function doCoveredCodesOverlap(a: string, b: string): boolean {
  return isCoveredBy(a, b) || isCoveredBy(b, a);
}

const POSTCODE_IN_TEXT = new RegExp(`(?:^|[^A-Z0-9])(${OUTWARD})\\s*(${INWARD})(?![A-Z0-9])`, "g");

/**
 * The full UK postcode written in a free-text address ("221B Baker Street, London NW1 6XE" →
 * NW1 6XE), the last one when there are several (postcodes end addresses); null when none.
 */
export function findPostcodeInText(text: string): TParsedPostcode | null {
  const matches = [...text.toUpperCase().matchAll(POSTCODE_IN_TEXT)];
  const last = matches.at(-1);
  return last ? { postcode: `${last[1]} ${last[2]}`, outwardCode: last[1]! } : null;
}

/** A full postcode only ("W1B 5AH"), as an address needs; null for an outward code alone or nonsense. */
export function parseFullPostcode(input: string): TParsedPostcode | null {
  const parsed = parsePostcode(input);
  return parsed && parsed.postcode !== parsed.outwardCode ? parsed : null;
}

export const INVALID_FULL_POSTCODE_MESSAGE = "Enter a full UK postcode such as W1B 5AH.";
