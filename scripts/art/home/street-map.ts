import { circle, path, rect } from "../menu/svg";

// A static, hand-drawn street map of the block around the restaurant: no map service is
// reachable at run time, and a picture needs no scripts or tiles.

const LAND = "#f1efe8";
const PARK = "#cfe5c0";
const WATER = "#bcd9ee";
const ROAD = "#ffffff";
const ROAD_EDGE = "#d6d3c8";
const MAIN_ROAD = "#ffe2b8";
const MAIN_ROAD_EDGE = "#e9b877";
const LABEL = "#4b5161";

function road(d: string, width: number, fill: string, edge: string): string {
  // A wider darker stroke under a narrower light one draws the kerbs.
  return (
    path(d, "none", { stroke: edge, "stroke-width": width + 4 }) +
    path(d, "none", { stroke: fill, "stroke-width": width })
  );
}

function label(x: number, y: number, text: string, rotate = 0): string {
  const transform = rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : "";
  return `<text x="${x}" y="${y}"${transform} text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="${LABEL}" stroke="${LAND}" stroke-width="4" paint-order="stroke">${text}</text>`;
}

export function drawStreetMap(): string {
  const body =
    rect(0, 0, 800, 500, LAND) +
    rect(560, 40, 190, 130, PARK, { rx: 18 }) +
    path("M0 440c120-30 260 10 400-10s260-40 400-20v90H0z", WATER) +
    // Side streets first, so the main streets draw over their ends.
    road("M0 130h800", 16, ROAD, ROAD_EDGE) +
    road("M0 300h800", 16, ROAD, ROAD_EDGE) +
    road("M150 0v440", 14, ROAD, ROAD_EDGE) +
    road("M640 0v440", 14, ROAD, ROAD_EDGE) +
    road("M470 130 560 300", 10, ROAD, ROAD_EDGE) +
    // Regent Street's curve and Oxford Street across the top.
    road("M330 0c10 120 30 200 80 300s40 120 20 140", 28, MAIN_ROAD, MAIN_ROAD_EDGE) +
    road("M0 60h800", 24, MAIN_ROAD, MAIN_ROAD_EDGE) +
    label(560, 50, "OXFORD STREET") +
    label(395, 220, "REGENT STREET", 66) +
    label(90, 122, "CONDUIT ST") +
    label(740, 292, "PICCADILLY") +
    label(655, 112, "SQUARE") +
    // The pin, with a soft shadow at its tip.
    `<ellipse cx="430" cy="258" rx="18" ry="6" fill="#03081f" opacity=".25"/>` +
    path("M430 256c-28-34-42-58-42-78a42 42 0 0 1 84 0c0 20-14 44-42 78z", "#fc8a06", {
      stroke: "#03081f",
      "stroke-width": 4,
    }) +
    circle(430, 178, 15, "#03081f");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" stroke-linecap="round" stroke-linejoin="round">` +
    `${body}</svg>\n`
  );
}
