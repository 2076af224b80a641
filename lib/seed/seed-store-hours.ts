import type { DbClient } from "@/lib/platform/db";
import { ZTimetableSchema } from "@/lib/shop/forms";
import type { TTimetable } from "@/lib/shop/shared";

// The shop's trading hours as decision 014 reads the spec: collection from 16:50 and delivery
// from 17:50, until 03:00 Monday to Saturday and until midnight on Sunday; closed on 25 December.

const week = (opens: string): TTimetable["delivery"] => [
  ...Array.from({ length: 6 }, () => [{ opens, closes: "03:00" }]),
  [{ opens, closes: "00:00" }],
];

export const SEED_TIMETABLE: TTimetable = ZTimetableSchema.parse({
  delivery: week("17:50"),
  collection: week("16:50"),
  exceptions: [{ date: "2026-12-25", yearly: true, fulfilment: "both", spans: [], note: "Christmas Day" }],
});

/** Writes the trading rules on first start; never overwrites what the admin has set. */
export async function seedStoreHours(db: DbClient): Promise<{ created: boolean }> {
  // skipDuplicates: two first starts at once write it once.
  const { count } = await db.storeSettings.createMany({
    data: [
      {
        id: 1,
        timetable: SEED_TIMETABLE,
        prepMinutes: 20,
        deliveryMinutes: 45,
        deliverySlotCapacity: 6,
        collectionSlotCapacity: 6,
      },
    ],
    skipDuplicates: true,
  });
  return { created: count === 1 };
}
