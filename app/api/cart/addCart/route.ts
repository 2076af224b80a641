import { handle } from "@/lib/api/handle";
import { addToBasket } from "@/lib/api/store/cart/contract";
import { presentAddedLine } from "@/lib/api/store/cart/present";
import { basketOwnerOf, rememberVisitor } from "@/lib/api/store/cart/visitor";
import { withWireFieldNames } from "@/lib/api/wire-fields";
import { addLine } from "@/lib/ordering";
import { toMinor } from "@/lib/platform/money";

export const POST = handle(addToBasket, async ({ req, body }) => {
  const found = await basketOwnerOf(req, { create: true });
  const { basketId, lineId } = await withWireFieldNames(
    addLine(found.owner, {
      qty: body.qty,
      totalPence: toMinor(body.total),
      variantId: body.subcategoryId,
      itemId: body.categoryItemId,
      size: body.size,
      extraIds: body.extras,
    }),
    { variantId: "subcategoryId", itemId: "categoryItemId", extraIds: "extras" },
  );
  return {
    data: await presentAddedLine(basketId, lineId),
    message: "Item added successfully",
    status: 201,
    after: (res) => rememberVisitor(res, found),
  };
});
