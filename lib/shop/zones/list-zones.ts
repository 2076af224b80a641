import "server-only";
import { keptTradingRead } from "@/lib/platform/cache";
import { getDb } from "@/lib/platform/db";
import type { DeliveryZone } from "./zone-types";

export const zoneSelect = {
  id: true,
  name: true,
  outwardCodes: true,
  feePence: true,
  minimumOrderPence: true,
  extraMinutes: true,
  isActive: true,
} as const;

/** Every zone, active ones first, then by name. */
export async function listZones(): Promise<DeliveryZone[]> {
  return getDb().deliveryZone.findMany({ select: zoneSelect, orderBy: [{ isActive: "desc" }, { name: "asc" }] });
}

/** The active zones by name: this process's copy while no write has changed them. */
export const listActiveZones: () => Promise<DeliveryZone[]> = keptTradingRead("active-zones", () =>
  getDb().deliveryZone.findMany({ where: { isActive: true }, select: zoneSelect, orderBy: { name: "asc" } }),
);
