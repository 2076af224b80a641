import "server-only";
import { getDb } from "@/lib/platform/db";
import type { CategoryView } from "./types";

export async function readCategories(): Promise<CategoryView[]> {
  return getDb().category.findMany({
    select: { id: true, name: true },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
}
