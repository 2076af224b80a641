import "server-only";
import { type DbClient, type DbTransaction } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import type { TPrinterProtocol, TPrintPurpose } from "./shared";

export type PrinterInput = {
  name: string;
  protocol: TPrinterProtocol;
  purposes: TPrintPurpose[];
  categoryIds: string[];
  copies: number;
  pollSeconds: number;
};

/** A printer's settings: what an admin edits, without its login or its health. */
export const settingsSelect = {
  id: true,
  name: true,
  protocol: true,
  purposes: true,
  categoryIds: true,
  copies: true,
  pollSeconds: true,
} as const;

export async function checkCategories(db: DbClient | DbTransaction, categoryIds: string[]) {
  if (!categoryIds.length) return;
  const found = await db.category.count({ where: { id: { in: categoryIds } } });
  if (found !== new Set(categoryIds).size)
    throw AppError.invalidInput("Choose categories of the menu.", { categoryIds: "Choose categories of the menu." });
}
