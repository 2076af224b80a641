// The order page's menu search (issue 25): what a customer types finds the dish it means.
// "coke" finds Coca-Cola, "marg" Margherita, "jalapenos" Jalapeños. Pure: used by the browser
// and by the tests.

/** Short and everyday names people type, and what the menu calls them. */
export const MENU_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  coke: ["coca-cola", "cola"],
  cola: ["coca-cola", "coke", "pepsi"],
  pepsi: ["cola"],
  "7up": ["seven up", "lemonade", "sprite"],
  sprite: ["lemonade", "7up"],
  lemonade: ["sprite", "7up"],
  oj: ["orange juice"],
  water: ["still water", "sparkling water"],
  marg: ["margherita"],
  margarita: ["margherita"],
  chips: ["fries"],
  fries: ["chips"],
  fizzy: ["coca-cola", "cola", "fanta", "sprite", "lemonade"],
  veggie: ["vegetarian", "vegetable"],
  donner: ["doner"],
  kebab: ["kebab"],
};

/** Lower case, without accents; hyphens and other marks become spaces ("Coca-Cola" → "coca cola"). */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** One word of a query: matched anywhere in the text; its other names, at the start of a word. */
export type QueryTerm = { word: string; otherNames: string[] };

/** The words of a query, each with the other ways of saying it. */
export function queryTerms(query: string): QueryTerm[] {
  const words = normaliseSearchText(query).split(" ").filter(Boolean);
  return words.map((word) => {
    const otherNames = new Set<string>();
    for (const [short, names] of Object.entries(MENU_SYNONYMS)) {
      // "cok" (still typing) reaches coke's names too.
      if (short === word || (word.length >= 3 && short.startsWith(word))) {
        for (const n of names) otherNames.add(normaliseSearchText(n));
      }
    }
    otherNames.delete(word);
    return { word, otherNames: [...otherNames] };
  });
}

/**
 * Whether the text (a dish's name and description) holds every word of the query: inside a word
 * ("pepper" finds Pepperoni, "cocacola" Coca-Cola), or another name for it at the start of a word
 * ("coke" finds Coca-Cola, but "cola" never finds Chocolate through a synonym).
 */
export function matchesMenuQuery(text: string, query: string): boolean {
  const haystack = normaliseSearchText(text);
  const joined = haystack.replaceAll(" ", "");
  const wordStarts = ` ${haystack}`;
  return queryTerms(query).every(
    ({ word, otherNames }) =>
      haystack.includes(word) || joined.includes(word) || otherNames.some((name) => wordStarts.includes(` ${name}`)),
  );
}
