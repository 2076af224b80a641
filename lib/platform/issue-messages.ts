import type { z } from "zod";

// zod's generic issues in the shop's words (decision 083): given as a parse's own error map, so
// a message a schema sets itself still wins (https://zod.dev/error-customization), and what is
// left reaches a customer in UK English rather than "Invalid input: expected string, received
// undefined". Pure, for any code.

type Issue = z.core.$ZodRawIssue;

const listed = (values: readonly unknown[]) => values.map((v) => (typeof v === "string" ? v : String(v))).join(", ");

const TYPE_NAMES: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  array: "a list",
  tuple: "a list",
  object: "an object",
  record: "an object",
  date: "a date",
  file: "a file",
};

const FORMATS: Record<string, string> = {
  email: "Enter a valid email address.",
  url: "Enter a full web address, starting https://.",
  uuid: "This is not a valid id.",
  guid: "This is not a valid id.",
  datetime: "Enter a date and time, such as 2026-12-04T18:30:00Z.",
  date: "Enter a date, such as 2026-12-04.",
  time: "Enter a time, such as 18:30.",
};

function sizeMessage(issue: Extract<Issue, { code: "too_small" | "too_big" }>): string {
  const isMin = issue.code === "too_small";
  const bound = Number(isMin ? issue.minimum : issue.maximum);
  const exact = issue.exact === true;
  if (issue.origin === "string") {
    if (isMin && bound <= 1 && !exact) return "This is required.";
    const unit = bound === 1 ? "character" : "characters";
    return exact ? `Use exactly ${bound} ${unit}.` : `Use ${isMin ? "at least" : "at most"} ${bound} ${unit}.`;
  }
  if (issue.origin === "array" || issue.origin === "set") {
    if (isMin && bound <= 1 && !exact) return "Choose at least one.";
    return exact ? `Give exactly ${bound}.` : `Give ${isMin ? "at least" : "at most"} ${bound}.`;
  }
  if (issue.origin === "date") return isMin ? "This date is too early." : "This date is too late.";
  if (issue.inclusive === false) return `This must be ${isMin ? "more" : "less"} than ${bound}.`;
  return `This must be ${bound} or ${isMin ? "more" : "less"}.`;
}

/** The message of one of zod's generic issues, or undefined to keep zod's (never reached for a schema's own). */
export function issueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "This is required.";
      return `This must be ${TYPE_NAMES[issue.expected] ?? "of another kind"}.`;
    case "invalid_value":
      return issue.values.length === 1
        ? `This must be ${listed(issue.values)}.`
        : `Choose one of: ${listed(issue.values)}.`;
    case "too_small":
    case "too_big":
      return sizeMessage(issue);
    case "invalid_format":
      return FORMATS[issue.format] ?? "This is not in the right format.";
    case "not_multiple_of":
      return `This must be a multiple of ${String(issue.divisor)}.`;
    case "unrecognized_keys":
      return `Leave out what this does not take: ${listed(issue.keys)}.`;
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
    case "custom":
      return "This is not valid.";
  }
  return undefined;
}
