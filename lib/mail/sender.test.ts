import { describe, expect, it } from "vitest";
import { addressOf, senderWithName } from "./sender";

describe("senderWithName", () => {
  it("puts the name before EMAIL_FROM's address, whether EMAIL_FROM has a name of its own or not", () => {
    expect(senderWithName("Tasty Slice <orders@pizza.co.uk>", "Napoli Nights")).toBe(
      "Napoli Nights <orders@pizza.co.uk>",
    );
    expect(senderWithName("orders@pizza.co.uk", "Napoli Nights")).toBe("Napoli Nights <orders@pizza.co.uk>");
  });

  it("quotes a name with a comma, a full stop or quotes, escaping quotes and backslashes", () => {
    expect(senderWithName("orders@pizza.co.uk", "Pizza, Pasta & Co")).toBe('"Pizza, Pasta & Co" <orders@pizza.co.uk>');
    expect(senderWithName("orders@pizza.co.uk", "Joe's Pizza Ltd.")).toBe('"Joe\'s Pizza Ltd." <orders@pizza.co.uk>');
    expect(senderWithName("orders@pizza.co.uk", 'The "Best" \\ Slice')).toBe(
      '"The \\"Best\\" \\\\ Slice" <orders@pizza.co.uk>',
    );
  });

  it("cannot be made to add a header, and leaves EMAIL_FROM as it is when there is no name", () => {
    expect(senderWithName("orders@pizza.co.uk", "Evil\r\nBcc: all@example.com")).toBe(
      '"Evil Bcc: all@example.com" <orders@pizza.co.uk>',
    );
    expect(senderWithName("Tasty Slice <orders@pizza.co.uk>", "  ")).toBe("Tasty Slice <orders@pizza.co.uk>");
    expect(senderWithName("Tasty Slice <orders@pizza.co.uk>", null)).toBe("Tasty Slice <orders@pizza.co.uk>");
  });

  it("reads the address out of a sender with or without a name", () => {
    expect(addressOf('"Pizza, Co" <orders@pizza.co.uk>')).toBe("orders@pizza.co.uk");
    expect(addressOf(" orders@pizza.co.uk ")).toBe("orders@pizza.co.uk");
  });
});
