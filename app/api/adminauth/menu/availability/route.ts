import { NEXT_OPENING, setAvailability } from "@/lib/api/admin/menu/contract";
import { auditAvailability } from "@/lib/api/admin/menu/present";
import { handle } from "@/lib/api/handle";
import { setAvailability as save } from "@/lib/menu";

export const PATCH = handle(setAvailability, async ({ body }) => {
  const until = body.until === NEXT_OPENING ? NEXT_OPENING : body.until ? new Date(body.until) : null;
  const result = await save({ ...body, until });
  const { state } = result;
  return {
    data: {
      type: state.type,
      _id: state.id,
      available: state.available,
      soldOut: state.soldOut,
      soldOutUntil: state.soldOutUntil?.toISOString() ?? null,
      hidden: state.hidden,
    },
    message: state.available ? "Back on sale" : state.hidden ? "Hidden from customers" : "Marked sold out",
    audit: auditAvailability(result),
  };
});
