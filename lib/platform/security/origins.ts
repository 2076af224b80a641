// Origins as browsers send them in the Origin header: scheme://host[:port], lower case, no
// default port, no path. An allow-list is compared with that header character for character,
// so it only accepts entries already written that way.

/** Splits a comma-separated setting into its trimmed, non-empty entries. */
export function splitList(value: string): string[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** Why an allow-list entry is not an exact http(s) origin, or null when it is one. */
export function describeOriginProblem(entry: string): string | null {
  if (entry.includes("*")) {
    return `"${entry}": wildcards are not allowed; list each origin, e.g. https://app.example.co.uk`;
  }
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return `"${entry}" is not an origin such as https://app.example.co.uk`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return `"${entry}" must start with https:// (or http://)`;
  }
  if (url.origin !== entry) {
    return `"${entry}" is not an exact origin (scheme, host and port only): write ${url.origin}`;
  }
  return null;
}

/** The origin of an absolute URL (https://cdn.example.com/media → https://cdn.example.com). */
export function originOf(absoluteUrl: string): string {
  return new URL(absoluteUrl).origin;
}
