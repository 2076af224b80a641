import { Fragment } from "react";

// An e-mail address breaks where a reader expects it to, after its '@' and its dots (and at a
// hyphen, as any text does), never inside a word ("ann.smith@exa" / "mple.com"): in a table,
// `overflow-wrap: anywhere` let the column shrink to a letter's width and cut the address
// wherever the column ended. <wbr> adds no character, so the address is selected and copied
// whole. `break-words` is the last resort for one part longer than its box: it breaks inside a
// part only when the part cannot fit on a line of its own.

/**
 * Where an address may break: "ann.smith@example.co.uk" → ["ann.", "smith@", "example.", "co.uk"].
 * A short last label stays with the one before it: "co." above "uk" reads as a broken word.
 */
export function emailParts(address: string): string[] {
  const parts = address.split(/(?<=[@.])/);
  const last = parts.at(-1) ?? "";
  const before = parts.at(-2) ?? "";
  if (last.length <= 3 && before.endsWith(".") && parts.length > 2) return [...parts.slice(0, -2), before + last];
  return parts;
}

export function EmailAddress({ address }: { address: string }) {
  return (
    <span className="break-words">
      {emailParts(address).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
