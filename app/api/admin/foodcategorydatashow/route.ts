import { handle } from "@/lib/api/handle";
import { listCategories } from "@/lib/api/store/catalogue/contract";
import { presentCategory } from "@/lib/api/store/catalogue/present";
import { listCategories as readCategories } from "@/lib/menu";

export const GET = handle(listCategories, async () => ({
  data: (await readCategories()).map(presentCategory),
  message: "Categories",
}));
