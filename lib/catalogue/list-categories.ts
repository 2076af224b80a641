import "server-only";
import { getDb } from "@/lib/db/client";
import type { CategoryView } from "./types";

export async function listCategories(): Promise<CategoryView[]> {
  return getDb().category.findMany({
    select: { id: true, name: true },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
}
