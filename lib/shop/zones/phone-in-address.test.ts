import { describe, expect, it } from "vitest";
import { findUkPhoneInText, takePhoneFromAddress } from "./phone-in-address";

describe("findUkPhoneInText", () => {
  it.each([
    ["Flat 2, 10 High Street, London W1B 2AA, 07911 123456", "+447911123456", "07911 123456"],
    ["10 High St London W1B 2AA +44 7911 123456", "+447911123456", "+44 7911 123456"],
    ["10 High St, London W1B 2AA, +44 (0)7911 123456", "+447911123456", "+44 (0)7911 123456"],
    ["Flat 2, 10 High Street, London W1B 2AA, tel 020 7946 0958", "+442079460958", "020 7946 0958"],
    ["Flat 2 07911123456 10 High Street, London W1B 2AA", "+447911123456", "07911123456"],
    ["10 High Street, London W1B 2AA (07911 123 456)", "+447911123456", "07911 123 456"],
    ["2 Rue Lepic, +33 6 12 34 56 78, 10 High Street, London W1B 2AA, 0161 496 0000", "+441614960000", "0161 496 0000"],
    ["La Rocque, Jersey JE3 1AA, 07797 712345", "+447797712345", "07797 712345"],
  ])("finds the number in %j", (text, phone, written) => {
    const found = findUkPhoneInText(text);
    expect(found?.phone).toBe(phone);
    expect(text.slice(found!.start, found!.end)).toBe(written);
  });

  it.each([
    "1 Regent Street, London W1B 5AH",
    "221B Baker Street, London NW1 6XE",
    "Flat 12, 345 Long Road, London SE1 7PB",
    "Unit 12345678, London W1B 2AA",
    "2 Rue Lepic, Paris, +33 6 12 34 56 78, London W1B 2AA",
    "10 High Street, London W1B 2AA, 07911 12345",
    "10 High Street, London W1B 2AA, 01234",
  ])("finds no UK number in %j", (text) => {
    expect(findUkPhoneInText(text)).toBeNull();
  });
});

describe("takePhoneFromAddress", () => {
  it.each([
    ["Flat 2, 10 High Street, London W1B 2AA, 07911 123456", "Flat 2, 10 High Street, London W1B 2AA"],
    ["Flat 2, 10 High Street, London W1B 2AA, 07911 123456.", "Flat 2, 10 High Street, London W1B 2AA"],
    ["Flat 2, 10 High Street, London W1B 2AA,07911123456 ", "Flat 2, 10 High Street, London W1B 2AA"],
    ["10 High Street, London W1B 2AA; Tel: +44 7911 123456", "10 High Street, London W1B 2AA"],
    ["10 High Street, London W1B 2AA, mobile no. 07911 123456", "10 High Street, London W1B 2AA"],
    ["10 High Street, London W1B 2AA, (07911 123456)", "10 High Street, London W1B 2AA"],
    ["07911 123456, Flat 2, 10 High Street, London W1B 2AA", "Flat 2, 10 High Street, London W1B 2AA"],
    ["Flat 2, 020 7946 0958, 10 High Street, London W1B 2AA", "Flat 2, 10 High Street, London W1B 2AA"],
    ["Flat 2\n10 High Street\nLondon W1B 2AA\n07911 123456", "Flat 2\n10 High Street\nLondon W1B 2AA"],
    ["10 High Street, London W1B 2AA 07911 123456", "10 High Street, London W1B 2AA"],
    ["10 High Street, London W1B 2AA call 07911 123456", "10 High Street, London W1B 2AA"],
    ["10 High Street, London W1B 2AA (07911 123456)", "10 High Street, London W1B 2AA"],
  ])("takes the number out of %j when it stands on its own", (text, riderText) => {
    expect(takePhoneFromAddress(text)).toEqual({ phone: expect.stringMatching(/^\+44\d{10}$/), riderText });
  });

  it.each([
    // In the middle of a part: taking it out would join "Flat 2" and "10 High Street".
    "Flat 2 07911 123456 10 High Street, London W1B 2AA",
    // Words after it belong with it.
    "10 High Street, London W1B 2AA, 07911 123456 after 6pm",
    "10 High Street, 07911 123456 (mum's), London W1B 2AA",
    // Not a label: "ring Sam on" says who to ask for.
    "10 High Street, London W1B 2AA, ring Sam on 07911 123456",
  ])("keeps %j as written, with the number found", (text) => {
    expect(takePhoneFromAddress(text)).toEqual({ phone: "+447911123456", riderText: text });
  });

  it("answers null without a UK number, and keeps a foreign number in the address", () => {
    expect(takePhoneFromAddress("1 Regent Street, London W1B 5AH")).toBeNull();
    expect(takePhoneFromAddress("1 Regent Street, London W1B 5AH, +33 6 12 34 56 78")).toBeNull();
  });

  it("takes the first UK number and leaves a second one in the address", () => {
    expect(takePhoneFromAddress("10 High Street, London W1B 2AA, 07911 123456, 020 7946 0958")).toEqual({
      phone: "+447911123456",
      riderText: "10 High Street, London W1B 2AA, 020 7946 0958",
    });
  });
});
