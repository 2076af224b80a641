// Shared by the server (building the index) and the browser (filtering): pure functions only.

/** Lower case without accents, so "jalapenos" finds "Jalapeños". */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** True when every word of the query occurs in the text; an empty query matches everything. */
export function matchesQuery(normalisedText: string, query: string): boolean {
  const words = normaliseSearchText(query).split(/\s+/).filter(Boolean);
  return words.every((word) => normalisedText.includes(word));
}
