import { describe, expect, it } from "vitest";
import { matchesMenuQuery, normaliseSearchText, queryTerms } from "./search";

const MENU = [
  "Coca-Cola The classic, ice cold",
  "Diet Coke No sugar",
  "Fanta Orange",
  "Sprite Lemon and lime",
  "Still Water",
  "Margherita Tomato, mozzarella and basil",
  "Kids' Mini Margherita Meal",
  "Pepperoni Feast",
  "Hot Chocolate",
  "Chocolate Fudge Cake",
  "Cheesy Garlic Bread with Jalapeños",
];
const find = (q: string) => MENU.filter((t) => matchesMenuQuery(t, q)).map((t) => t.split(" ").slice(0, 2).join(" "));

describe("menu search", () => {
  it("finds Coca-Cola for coke, cola, pepsi and coca cola, and never chocolate through a synonym", () => {
    expect(find("coke")).toEqual(["Coca-Cola The", "Diet Coke"]);
    expect(find("Coke")).toEqual(find("coke"));
    expect(find("pepsi")).toEqual(["Coca-Cola The"]);
    expect(find("cocacola")).toEqual(["Coca-Cola The"]);
    expect(find("coca cola")).toEqual(["Coca-Cola The"]);
    expect(find("cok")).toEqual(["Coca-Cola The", "Diet Coke"]);
  });

  it("finds 7up as Sprite, marg and margarita as Margherita", () => {
    expect(find("7up")).toEqual(["Sprite Lemon"]);
    expect(find("marg")).toEqual(["Margherita Tomato,", "Kids' Mini"]);
    expect(find("margarita")).toEqual(["Margherita Tomato,", "Kids' Mini"]);
  });

  it("matches word prefixes and words inside names, case and accents aside, every word", () => {
    expect(find("PEPPER")).toEqual(["Pepperoni Feast"]);
    expect(find("jalapenos")).toEqual(["Cheesy Garlic"]);
    expect(find("choc")).toEqual(["Hot Chocolate", "Chocolate Fudge"]);
    expect(find("hot choc")).toEqual(["Hot Chocolate"]);
    expect(find("diet coke")).toEqual(["Diet Coke"]);
    expect(find("sushi")).toEqual([]);
  });

  it("normalises marks and lists each word's other names", () => {
    expect(normaliseSearchText("Coca-Cola  Jalapeños!")).toBe("coca cola jalapenos");
    expect(queryTerms("coke marg")).toEqual([
      { word: "coke", otherNames: ["coca cola", "cola"] },
      { word: "marg", otherNames: ["margherita"] },
    ]);
  });
});
