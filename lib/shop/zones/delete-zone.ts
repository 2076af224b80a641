import "server-only";
import { getDb, isRecordNotFound } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";

/** Orders keep the zone's name they were frozen with; addresses in it become undeliverable. */
export async function deleteZone(id: string): Promise<void> {
  try {
    await getDb().deliveryZone.delete({ where: { id } });
  } catch (err) {
    if (isRecordNotFound(err)) throw AppError.notFound("Delivery zone");
    throw err;
  }
}
