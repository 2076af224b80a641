import { describe, expect, it } from "vitest";
import { PICTURE_FULL_WIDTH, PICTURE_WIDTHS, pictureSources } from "./picture-widths";

describe("an uploaded dish picture's smaller files", () => {
  it("are named in the srcset of a picture stored with them, by their widths, with the layout's width", () => {
    expect(pictureSources("/media/menu/item-3f1c-w800.webp", "(min-width: 640px) 112px, 96px")).toEqual({
      src: "/media/menu/item-3f1c-w800.webp",
      srcSet:
        "/media/menu/item-3f1c-w160.webp 160w,/media/menu/item-3f1c-w240.webp 240w," +
        "/media/menu/item-3f1c-w320.webp 320w,/media/menu/item-3f1c-w480.webp 480w," +
        "/media/menu/item-3f1c-w800.webp 800w",
      sizes: "(min-width: 640px) 112px, 96px",
    });
  });

  it("keep the address's origin when the pictures are served from MEDIA_BASE_URL", () => {
    expect(
      pictureSources("https://media.example.co.uk/shop/menu/variant-9a-w800.webp", "56px").srcSet?.split(",")[2],
    ).toBe("https://media.example.co.uk/shop/menu/variant-9a-w320.webp 320w");
  });

  it("are not assumed for a picture uploaded before them, the seed's drawings or another file", () => {
    for (const src of [
      "/media/menu/item-3f1c.webp",
      "/menu/pizzas-margherita.svg",
      "/media/avatars/ab.webp",
      "/media/menu/item-3f1c-w800.webp?x=1",
    ]) {
      expect(pictureSources(src, "96px")).toEqual({ src });
    }
  });

  it("end with the picture itself, the width it is stored at", () => {
    expect(PICTURE_WIDTHS.at(-1)).toBe(PICTURE_FULL_WIDTH);
  });
});
