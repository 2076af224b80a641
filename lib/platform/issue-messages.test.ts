import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueMessage } from "./issue-messages";

// zod's generic issues in the shop's words; a schema's own message wins (decision 083).

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: issueMessage }).error?.issues[0]?.message;

describe("issueMessage", () => {
  it("asks for what is missing and names the kind of value wanted", () => {
    expect(messageOf(z.string(), undefined)).toBe("This is required.");
    expect(messageOf(z.object({ a: z.number() }), {})).toBe("This is required.");
    expect(messageOf(z.string(), 3)).toBe("This must be text.");
    expect(messageOf(z.number(), "3")).toBe("This must be a number.");
    expect(messageOf(z.number().int(), 1.5)).toBe("This must be a whole number.");
    expect(messageOf(z.boolean(), "yes")).toBe("This must be true or false.");
    expect(messageOf(z.array(z.string()), "a")).toBe("This must be a list.");
  });

  it("names the choices", () => {
    expect(messageOf(z.enum(["small", "medium", "large"]), "huge")).toBe("Choose one of: small, medium, large.");
    expect(messageOf(z.literal("yes"), "no")).toBe("This must be yes.");
  });

  it("says how long, how many or how much", () => {
    expect(messageOf(z.string().min(1), "")).toBe("This is required.");
    expect(messageOf(z.string().min(8), "abc")).toBe("Use at least 8 characters.");
    expect(messageOf(z.string().max(3), "abcd")).toBe("Use at most 3 characters.");
    expect(messageOf(z.array(z.string()).min(1), [])).toBe("Choose at least one.");
    expect(messageOf(z.array(z.string()).max(2), ["a", "b", "c"])).toBe("Give at most 2.");
    expect(messageOf(z.number().min(1), 0)).toBe("This must be 1 or more.");
    expect(messageOf(z.number().positive(), 0)).toBe("This must be more than 0.");
    expect(messageOf(z.number().max(30), 31)).toBe("This must be 30 or less.");
    expect(messageOf(z.number().multipleOf(5), 7)).toBe("This must be a multiple of 5.");
  });

  it("asks for the right format, and for no unknown fields", () => {
    expect(messageOf(z.email(), "x")).toBe("Enter a valid email address.");
    expect(messageOf(z.uuid(), "x")).toBe("This is not a valid id.");
    expect(messageOf(z.iso.datetime(), "x")).toBe("Enter a date and time, such as 2026-12-04T18:30:00Z.");
    expect(messageOf(z.string().regex(/^a/), "b")).toBe("This is not in the right format.");
    expect(messageOf(z.strictObject({}), { extra: 1 })).toBe("Leave out what this does not take: extra.");
    expect(
      messageOf(
        z.string().refine(() => false),
        "x",
      ),
    ).toBe("This is not valid.");
  });

  it("never replaces a message the schema sets itself", () => {
    expect(messageOf(z.string("Enter your name."), undefined)).toBe("Enter your name.");
    expect(messageOf(z.enum(["a", "b"], { error: "Pick a or b." }), "c")).toBe("Pick a or b.");
    expect(messageOf(z.string().min(8, "Use a longer password."), "abc")).toBe("Use a longer password.");
    expect(
      messageOf(
        z.string().refine(() => false, "Not today."),
        "x",
      ),
    ).toBe("Not today.");
  });
});
