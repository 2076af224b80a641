import { parsePhoneNumberFromString } from "libphonenumber-js";
import { findPostcodeInText } from "@/lib/platform/uk-postcode";

// The spec's clients have one free-text address box and no phone field, so people write their
// number into the address ("Flat 2, 10 High Street, London W1B 2AA, 07911 123456"). Decision 022
// says what is taken out of the address and when.

/** A UK phone number found in free text: E.164, and where it was written ([start, end)). */
export type TPhoneInText = { phone: string; start: number; end: number };

/** Digits with what people write between them (spaces, brackets, dashes, dots, a leading +), never a comma or line break. */
const DIGIT_RUN = /(?<![\p{L}\d])[+(]?\d[\d \t().-]*\d\)?(?![\p{L}\d])/gu;
/** No number of any country is longer; also bounds the windows tried in a run. */
const MAX_DIGITS = 15;

/** The run's words, with where each starts in the text. */
function wordsOf(run: string, offset: number): { word: string; start: number }[] {
  return [...run.matchAll(/\S+/g)].map((m) => ({ word: m[0], start: offset + m.index }));
}

/** Where the bracket opening `written` closes, or -1. */
function closingBracketOf(written: string): number {
  let depth = 0;
  for (let i = 0; i < written.length; i++) {
    if (written[i] === "(") depth++;
    else if (written[i] === ")" && --depth === 0) return i;
  }
  return -1;
}

/** "(07911 123456)" → the number without the brackets around it; "+44 (0)7911…" and "(020) 7946…" keep theirs. */
function trimBrackets(text: string, start: number, end: number): [number, number] {
  if (text[start] === "(") {
    const closing = closingBracketOf(text.slice(start, end));
    if (closing === -1) start += 1;
    else if (start + closing === end - 1) [start, end] = [start + 1, end - 1];
  }
  const written = text.slice(start, end);
  if (written.endsWith(")") && written.split(")").length > written.split("(").length) end -= 1;
  return [start, end];
}

/**
 * The first valid UK number written anywhere in a text, or null. Numbers of other countries and
 * digits that only look like a number (a house number, a flat's) are passed over. +44 also
 * numbers Guernsey, Jersey and the Isle of Man, as `normaliseUkPhone` accepts.
 *
 * libphonenumber-js's own text finder (findPhoneNumbersInText) reads "020 7946 0958, 10 High
 * Street" as one number that is not valid, and "07911 123456, 020" as one that is: so the text is
 * cut here into runs of digits (never across a comma), and every stretch of whole words of a run,
 * longest first, is parsed and validated by libphonenumber-js.
 */
export function findUkPhoneInText(text: string): TPhoneInText | null {
  for (const run of text.matchAll(DIGIT_RUN)) {
    const words = wordsOf(run[0], run.index);
    for (let first = 0; first < words.length; first++) {
      for (let last = words.length - 1; last >= first; last--) {
        const [start, end] = trimBrackets(text, words[first]!.start, words[last]!.start + words[last]!.word.length);
        const written = text.slice(start, end);
        if (written.replace(/\D/g, "").length > MAX_DIGITS) continue;
        const parsed = parsePhoneNumberFromString(written, { defaultCountry: "GB", extract: false });
        if (parsed && parsed.countryCallingCode === "44" && parsed.isValid())
          return { phone: parsed.number, start, end };
      }
    }
  }
  return null;
}

const SEPARATOR = /[,;\n]/;
const LABEL = String.raw`(?:tel|telephone|phone|mob|mobile|call|contact)(?:\s+(?:no|number))?\s*[.:]?`;
/** What may stand beside the number in its part of the address: nothing, or a label ("Tel:"). */
const IS_LABEL_ONLY = new RegExp(`^(?:${LABEL})?$`, "i");
/** Whatever precedes a number that ends the text: whitespace, an optional label and bracket. */
const BEFORE_TRAILING_NUMBER = new RegExp(String.raw`^([\s\S]*?\S)\s+(?:${LABEL})?\s*\(?\s*$`, "i");

function endsWithPostcode(text: string): boolean {
  const found = findPostcodeInText(text);
  return found !== null && text.toUpperCase().replace(/\s+/g, "").endsWith(found.postcode.replace(" ", ""));
}

function lastSeparatorIndex(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (SEPARATOR.test(text[i]!)) return i;
  return -1;
}

/** Drops a bracket pair around the number: "(07911 123456)". */
function withoutBrackets(left: string, right: string): [string, string] {
  return left.endsWith("(") && right.startsWith(")")
    ? [left.slice(0, -1).trim(), right.slice(1).trim()]
    : [left, right];
}

/**
 * The phone number written in an address, and the address as the rider should read it. The
 * number is taken out only when that cannot mangle the address: when it (with at most a label
 * such as "Tel:" and brackets) is a part of its own between commas, semicolons or line breaks,
 * or when it ends the text right after the postcode. Anywhere else ("Flat 2 07911 123456 High
 * Street") the address is left exactly as written. Null when the text has no valid UK number.
 */
export function takePhoneFromAddress(text: string): { phone: string; riderText: string } | null {
  const found = findUkPhoneInText(text);
  if (!found) return null;
  const asWritten = { phone: found.phone, riderText: text };
  const before = text.slice(0, found.start);
  const after = text.slice(found.end);
  const partStart = lastSeparatorIndex(before); // -1: the number's part starts the text
  const partEnd = after.search(SEPARATOR); // -1: the number's part ends the text
  const [left, right] = withoutBrackets(
    before.slice(partStart + 1).trim(),
    (partEnd === -1 ? after : after.slice(0, partEnd)).trim(),
  );
  // A full stop may end the sentence the number ends; any other word after it is part of the address.
  if (right !== "" && right !== ".") return asWritten;

  let riderText: string;
  if (IS_LABEL_ONLY.test(left)) {
    // A part of its own: drop it with the separator before it (or after it, when it comes first).
    if (partStart >= 0) riderText = before.slice(0, partStart) + (partEnd === -1 ? "" : after.slice(partEnd));
    else riderText = partEnd === -1 ? "" : after.slice(partEnd + 1);
  } else if (partEnd === -1) {
    // The number ends the text right after the postcode: "London W1B 2AA 07911 123456". After
    // anything else ("ring Sam on 07911 123456") the words before it would be left hanging.
    const kept = BEFORE_TRAILING_NUMBER.exec(before.slice(partStart + 1));
    if (!kept || !endsWithPostcode(kept[1]!)) return asWritten;
    riderText = before.slice(0, partStart + 1) + kept[1];
  } else {
    return asWritten;
  }
  riderText = riderText
    .trim()
    .replace(/[,;\s]+$/, "")
    .replace(/^[,;\s]+/, "");
  return riderText ? { phone: found.phone, riderText } : asWritten;
}
