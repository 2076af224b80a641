// Shared by server and browser code: a pure rule, no server-only imports here.

/**
 * The words of a search as the admin typed it: split on white space, in lower case. Every list
 * the top bar filters, and the orders board's search on the server (decision 115), read the
 * text this one way, so an order the browser shows is one the server says matches.
 */
export function searchWords(query: string): string[] {
  return query.toLocaleLowerCase("en-GB").split(/\s+/).filter(Boolean);
}

/** Whether every word is in the texts (in any order, any case); no words match everything. */
export function matchesWords(words: readonly string[], texts: readonly (string | null | undefined)[]): boolean {
  if (words.length === 0) return true;
  const haystack = texts.filter(Boolean).join(" ").toLocaleLowerCase("en-GB");
  return words.every((word) => haystack.includes(word));
}

/** Whether any of the texts contains the search words (all of them, in any order, any case). */
export function matchesSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  return matchesWords(searchWords(query), texts);
}
