// `npm run bench:pictures`: the bytes of dish pictures a phone and a desktop fetch on /order and
// /restaurant once the shop has uploaded its own pictures, as a shop does (the seed's drawings are
// 3 KB SVGs that no upload makes). It uploads a picture to every dish through the admin API, so run
// it against a throwaway shop: `DATA_DIR=.data/bench-pictures npm start`, then this. It builds and
// starts nothing itself.
//   BENCH_URL        the running app (default http://127.0.0.1:3000)
//   BENCH_PHOTOS     a folder of JPEG/PNG/WebP photos, used in turn (default: the seed's drawings
//                    rasterised at 1,200 px, flat art that understates what a photo weighs)
//   ADMIN_PASSWORD   the admin's password (default: DATA_DIR's admin-password.txt, .data's)
//   BENCH_SKIP_UPLOAD=1  measure the shop's pictures as they are (two builds on one shop)
// Prints, per page and screen: how many pictures were fetched and their bytes as sent, after the
// load and 2 s of quiet (lazy pictures near the first screen included), and the widths chosen.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { chromium, devices } from "playwright";

const base = (process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const photosDir = process.env.BENCH_PHOTOS;
const skipUpload = process.env.BENCH_SKIP_UPLOAD === "1";
const dataDir = process.env.DATA_DIR ?? ".data";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type TItem = {
  _id: string;
  categoryId: string;
  categoryItemName: string;
  description: string;
  pricing: { size: string; price: number }[];
};

function adminPassword(): string {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  // The seed writes the owner's username on the first line and the password on the second.
  return readFileSync(join(dataDir, "admin-password.txt"), "utf8").trim().split("\n").at(-1) ?? "";
}

async function json(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, init);
  const body = (await res.json()) as { success: boolean; data: unknown };
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function photos(): Promise<Buffer[]> {
  if (photosDir) {
    return readdirSync(photosDir)
      .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
      .sort()
      .map((f) => readFileSync(join(photosDir, f)));
  }
  const drawings = readdirSync("public/menu").filter((f) => f.endsWith(".svg") && !f.includes("-cover"));
  return Promise.all(
    drawings.slice(0, 20).map((f) => sharp(join("public/menu", f)).resize(1200, 1200).png().toBuffer()),
  );
}

async function uploadPictures() {
  const { token } = (await json("/api/adminauth/adminlogin", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ form: { username: "admin", password: adminPassword() } }),
  })) as { token: string };
  const categories = (await json("/api/admin/foodcategorydatashow")) as { _id: string }[];
  const pictures = await photos();
  if (pictures.length === 0) throw new Error(`No photos in ${photosDir}`);
  let n = 0;
  for (const category of categories) {
    const { categoryIteam } = (await json(`/api/admin/foodCategoryItemdata/${category._id}`)) as {
      categoryIteam: TItem[];
    };
    for (const item of categoryIteam) {
      const form = new FormData();
      form.set("categoryId", item.categoryId);
      form.set("categoryItemName", item.categoryItemName);
      form.set("description", item.description);
      form.set("pricing", JSON.stringify(item.pricing));
      const photo = pictures[n % pictures.length]!;
      form.set("image", new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" }));
      await json(`/api/admin/categoryItembyId/${item._id}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      n += 1;
    }
  }
  console.log(`Uploaded ${n} dish pictures (${pictures.length} photos in turn).`);
}

const SCREENS = {
  "phone (412 px, DPR 1.75)": { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
  "Pixel 7 (390 px, DPR 2.625)": { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
  "desktop (1280 px, DPR 1)": { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
};

async function measure() {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const rows: Record<string, string | number>[] = [];
  for (const page of ["/order", "/restaurant"]) {
    for (const [screen, options] of Object.entries(SCREENS)) {
      const context = await browser.newContext(options);
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Network.enable");
      const isPicture = new Map<string, string>();
      let bytes = 0;
      const widths = new Map<string, number>();
      cdp.on("Network.responseReceived", (e) => {
        if (e.type === "Image" && /\/(media|menu)\//.test(e.response.url)) isPicture.set(e.requestId, e.response.url);
      });
      cdp.on("Network.loadingFinished", (e) => {
        const url = isPicture.get(e.requestId);
        if (!url) return;
        bytes += e.encodedDataLength;
        const width = /-w(\d+)\.webp$/.exec(url)?.[1] ?? (url.endsWith(".svg") ? "svg" : "as stored");
        widths.set(width, (widths.get(width) ?? 0) + 1);
      });
      await tab.goto(`${base}${page}`, { waitUntil: "load" });
      await tab.waitForTimeout(2_000);
      rows.push({
        page,
        screen,
        pictures: isPicture.size,
        "KB as sent": Number((bytes / 1024).toFixed(1)),
        widths: [...widths].map(([w, c]) => `${c}×${w}`).join(", "),
      });
      await context.close();
    }
  }
  await browser.close();
  console.table(rows);
}

if (!skipUpload) await uploadPictures();
await measure();
