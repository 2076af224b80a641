import type { ArtContext, FoodDrawer } from "../menu/context";
import { findDishArt } from "../menu/dishes";
import { drawBurger } from "../menu/foods/burger";
import { drawFries } from "../menu/foods/fries";
import { drawPizza } from "../menu/foods/pizza";
import { createRng } from "../menu/random";
import { circle, g, path, rect } from "../menu/svg";
import type { TMonogram } from "../../../lib/shop";

// Pictures of the landing page that are not menu items: the hero, the partner promos, the app
// promo and the partner restaurants' monograms. Drawn as strings like the menu art, and from the
// same food drawers, so the whole site looks like one illustrated set.

const NAVY = "#03081f";
const ORANGE = "#fc8a06";
const CREAM = "#fff3e4";

function svg(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" stroke-linecap="round" stroke-linejoin="round">` +
    `${body}</svg>\n`
  );
}

function drawFood(drawer: FoodDrawer, name: string, seed: string): string {
  const text = name.toLowerCase();
  const ctx: ArtContext = {
    rng: createRng(`home/${seed}`),
    kind: "item",
    text,
    has: (...words) => words.some((word) => text.includes(word)),
    dish: findDishArt("", name),
  };
  return drawer(ctx);
}

/** Places a 400x400 food drawing with its centre at (x, y), scaled. */
function placeFood(drawer: FoodDrawer, name: string, x: number, y: number, scale: number): string {
  const offset = 200 * scale;
  return g(drawFood(drawer, name, name), { transform: `translate(${x - offset} ${y - offset}) scale(${scale})` });
}

/** Hero: a pepperoni pizza with a burger and fries on an orange swoosh. */
export function drawHero(): string {
  const body =
    path("M120 0h480v520H60c-40-80 60-140 20-260S40 60 120 0z", ORANGE) +
    circle(470, 120, 70, "#fff", { opacity: 0.12 }) +
    placeFood(drawPizza, "Pepperoni Feast", 330, 270, 1.05) +
    placeFood(drawBurger, "Cheeseburger", 150, 400, 0.55) +
    placeFood(drawFries, "Classic Fries", 500, 410, 0.5);
  return svg(600, 520, body);
}

/** Rider promo: a delivery scooter with a Tasty Slice box, on navy. */
export function drawRider(): string {
  const wheel = (cx: number) =>
    circle(cx, 300, 46, NAVY) + circle(cx, 300, 30, "#4b5161") + circle(cx, 300, 10, "#dcdde2");
  const body =
    rect(0, 0, 600, 400, CREAM) +
    circle(520, 70, 120, ORANGE, { opacity: 0.25 }) +
    path("M0 346h600v54H0z", "#dcdde2") +
    wheel(150) +
    wheel(440) +
    // Body of the scooter and the seat.
    path(
      "M120 290c10-60 60-90 130-90h90l40-90h30l-30 120c40 0 90 30 110 80H340l-30-40H200c-30 0-50 10-60 20z",
      ORANGE,
    ) +
    path("M220 190h110c10 0 14 14 4 18l-20 8H214c-10 0-10-26 6-26z", NAVY) +
    // Handlebar and the delivery box on the back.
    path("M370 110h60", "none", { stroke: NAVY, "stroke-width": 14 }) +
    rect(130, 90, 120, 100, NAVY, { rx: 10 }) +
    path("M160 125 190 165 220 125z", ORANGE) +
    circle(184, 136, 5, NAVY) +
    circle(197, 146, 4, NAVY);
  return svg(600, 400, body);
}

/** Business promo: a shop front with a striped awning and a pizza in the window. */
export function drawShopFront(): string {
  let awning = "";
  for (let i = 0; i < 8; i++) {
    awning += path(`M${80 + i * 55} 120h55v50c0 16-55 16-55 0z`, i % 2 === 0 ? ORANGE : "#fff", {
      stroke: NAVY,
      "stroke-width": 4,
    });
  }
  const body =
    rect(0, 0, 600, 400, CREAM) +
    rect(90, 70, 420, 300, "#fff", { stroke: NAVY, "stroke-width": 6 }) +
    rect(80, 70, 440, 52, NAVY) +
    path("M232 96h136", "none", { stroke: ORANGE, "stroke-width": 12 }) +
    awning +
    rect(120, 200, 200, 140, "#dfeaf5", { stroke: NAVY, "stroke-width": 5 }) +
    placeFood(drawPizza, "Margherita", 220, 275, 0.3) +
    rect(360, 200, 110, 170, ORANGE, { stroke: NAVY, "stroke-width": 5 }) +
    circle(450, 290, 6, NAVY) +
    path("M0 370h600v30H0z", "#dcdde2");
  return svg(600, 400, body);
}

/** App promo: a phone showing a pizza and an order button. */
export function drawPhone(): string {
  const body =
    circle(300, 260, 220, ORANGE, { opacity: 0.9 }) +
    rect(190, 30, 220, 440, NAVY, { rx: 34 }) +
    rect(204, 60, 192, 380, "#fff", { rx: 20 }) +
    rect(270, 42, 60, 8, "#4b5161", { rx: 4 }) +
    placeFood(drawPizza, "Pepperoni", 300, 200, 0.42) +
    rect(226, 310, 148, 14, "#dcdde2", { rx: 7 }) +
    rect(226, 334, 100, 14, "#dcdde2", { rx: 7 }) +
    rect(226, 372, 148, 40, ORANGE, { rx: 20 });
  return svg(600, 500, body);
}

/** A partner restaurant's round monogram, used as its logo. */
export function drawMonogram({ letters, background, foreground }: TMonogram): string {
  const body =
    circle(100, 100, 100, background) +
    circle(100, 100, 84, "none", { stroke: foreground, "stroke-width": 4, opacity: 0.6 }) +
    `<text x="100" y="122" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="${foreground}">${letters}</text>`;
  return svg(200, 200, body);
}
