import "server-only";
import { getDb } from "@/lib/platform/db";
import { FIRST_SETTINGS } from "./store-rules";

export type StoreSettingsInput = {
  prepMinutes: number;
  deliveryMinutes: number;
  deliverySlotCapacity: number;
  collectionSlotCapacity: number;
  busyExtraMinutes: number;
  minimumAppliesToCollection: boolean;
  /** Absent: unchanged (the field came after the others). */
  maxOrderPence?: number;
  /** Absent: unchanged. Payment settings: the caller checks the owner's permission (decision 030). */
  cashOnDelivery?: boolean;
  payAtCollection?: boolean;
  cashMaxOrderPence?: number;
  /** Absent: unchanged. */
  adminPreview?: boolean;
};

/** The kitchen's minutes, slot capacity and busy minutes (the contract checks the ranges). */
export async function saveStoreSettings(input: StoreSettingsInput) {
  await getDb().storeSettings.upsert({
    where: { id: 1 },
    update: input,
    create: { ...FIRST_SETTINGS, id: 1, ...input },
  });
}
