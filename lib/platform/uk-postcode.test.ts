import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/platform/config";
import {
  doCoveredCodesOverlap,
  findPostcodeInText,
  isCoveredCodeValid,
  isOutwardCodeCovered,
  parseCoveredCodes,
  parseFullPostcode,
  parsePostcode,
} from "./uk-postcode";

describe("parsePostcode", () => {
  it.each([
    ["W1B 5AH", "W1B 5AH", "W1B"],
    ["ec4r3te", "EC4R 3TE", "EC4R"],
    ["  sw1a   2aa ", "SW1A 2AA", "SW1A"],
    ["M1 1AE", "M1 1AE", "M1"],
    ["B33 8TH", "B33 8TH", "B33"],
    ["CR2 6XH", "CR2 6XH", "CR2"],
    ["DN55 1PT", "DN55 1PT", "DN55"],
  ])("reads the full postcode %j as %j (outward %j)", (input, postcode, outwardCode) => {
    expect(parsePostcode(input)).toEqual({ postcode, outwardCode });
  });

  it.each([
    ["SW1A", "SW1A"],
    ["w1", "W1"],
    ["ec4r", "EC4R"],
    [" N1 ", "N1"],
    ["W10", "W10"],
  ])("reads the outward code %j on its own as %j", (input, outwardCode) => {
    expect(parsePostcode(input)).toEqual({ postcode: outwardCode, outwardCode });
  });

  it.each([
    "",
    "   ",
    "hello",
    "12345",
    "W",
    "1W1 5AH",
    "W1B 5A",
    "W1B 5AHH",
    "W1B5",
    "W1B 5CI", // C and I never appear in an inward code
    "ABC1 1AA",
    "SW1A-2AA",
    "W1B 5AH; DROP TABLE",
  ])("rejects %j", (input) => {
    expect(parsePostcode(input)).toBeNull();
  });
});

describe("isOutwardCodeCovered", () => {
  const codes = ["W1", "SW1", "EC4", "E1", "SE", "N1C"];

  it.each(["W1", "W1B", "W1K", "SW1A", "SW1", "EC4R", "E1", "E1W", "SE1", "SE28", "N1C"])(
    "covers %s",
    (outwardCode) => {
      expect(isOutwardCodeCovered(outwardCode, codes)).toBe(true);
    },
  );

  it.each(["W10", "W11", "W2", "SW10", "SW11", "EC1A", "E14", "E10", "S1", "N1", "N10", "NW1", "WC1A"])(
    "does not cover %s",
    (outwardCode) => {
      expect(isOutwardCodeCovered(outwardCode, codes)).toBe(false);
    },
  );

  it("covers nothing with an empty list", () => {
    expect(isOutwardCodeCovered("W1B", [])).toBe(false);
  });

  it("never lets a one-letter area stand for a two-letter one", () => {
    expect(isOutwardCodeCovered("SW1A", ["S"])).toBe(false);
    expect(isOutwardCodeCovered("S1", ["S"])).toBe(true);
  });
});

describe("parseCoveredCodes and isCoveredCodeValid", () => {
  it("splits, trims and upper-cases the setting, dropping blanks", () => {
    expect(parseCoveredCodes(" w1, sw1a ,,EC4 ")).toEqual(["W1", "SW1A", "EC4"]);
  });

  it.each(["W1", "SW1A", "EC4R", "SE", "E"])("accepts %s as a delivery-list entry", (code) => {
    expect(isCoveredCodeValid(code)).toBe(true);
  });

  it.each(["W1B 5AH", "1W", "W1BB", "", "ABC"])("rejects %j as a delivery-list entry", (code) => {
    expect(isCoveredCodeValid(code)).toBe(false);
  });
});

describe("doCoveredCodesOverlap", () => {
  it.each([
    ["W1", "W1B"],
    ["W1B", "W1"],
    ["SE", "SE1"],
    ["SE", "SE"],
    ["EC4", "EC4R"],
  ])("%s and %s overlap", (a, b) => {
    expect(doCoveredCodesOverlap(a, b)).toBe(true);
  });

  it.each([
    ["W1", "W10"],
    ["W1A", "W1B"],
    ["S", "SE"],
    ["E1", "E14"],
    ["SW1", "W1"],
  ])("%s and %s do not", (a, b) => {
    expect(doCoveredCodesOverlap(a, b)).toBe(false);
  });
});

describe("findPostcodeInText and parseFullPostcode", () => {
  it.each([
    ["221B Baker Street, London NW1 6XE", "NW1 6XE", "NW1"],
    ["10 Downing Street\nLondon sw1a2aa", "SW1A 2AA", "SW1A"],
    ["Flat 2, 1 Piccadilly, Manchester M1 1AA", "M1 1AA", "M1"],
    ["W1B 5AH", "W1B 5AH", "W1B"],
  ])("finds the postcode in %j", (text, postcode, outwardCode) => {
    expect(findPostcodeInText(text)).toEqual({ postcode, outwardCode });
  });

  it.each(["1 High Street, Leeds", "Unit 5B, SW1A", "221B Baker Street", "W1B5AHX"])("finds none in %j", (text) => {
    expect(findPostcodeInText(text)).toBeNull();
  });

  it("takes only a full postcode for an address", () => {
    expect(parseFullPostcode("m1 1aa")).toEqual({ postcode: "M1 1AA", outwardCode: "M1" });
    expect(parseFullPostcode("SW1A")).toBeNull();
    expect(parseFullPostcode("nonsense")).toBeNull();
  });
});

describe("the DELIVERY_OUTWARD_CODES setting", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "delivery-config-"));

  it("defaults to central London, W1 included and W10 not", () => {
    const codes = loadConfig({ DATA_DIR: dataDir }).DELIVERY_OUTWARD_CODES;
    expect(codes).toContain("W1");
    expect(isOutwardCodeCovered("W1B", codes)).toBe(true);
    expect(isOutwardCodeCovered("W10", codes)).toBe(false);
  });

  it("reads a comma-separated list in any case", () => {
    expect(loadConfig({ DATA_DIR: dataDir, DELIVERY_OUTWARD_CODES: "w1, se ,EC4R" }).DELIVERY_OUTWARD_CODES).toEqual([
      "W1",
      "SE",
      "EC4R",
    ]);
  });

  it.each(["W1B 5AH", ",", "W1,10"])("stops the start on %j, naming the variable", (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, DELIVERY_OUTWARD_CODES: value })).toThrow(/DELIVERY_OUTWARD_CODES: /);
  });
});
