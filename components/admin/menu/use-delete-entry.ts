"use client";

import { useDialog } from "@/components/ui/dialog";
import type { TApiResult } from "@/lib/api/fetch";

type TDeleteRequest = {
  /** e.g. "Delete Pizzas?" */
  title: string;
  /** What else goes with it. */
  text: string;
  /** The delete call, e.g. `() => callApi(deleteCategory, { params: { id } })`. */
  send: () => Promise<TApiResult<unknown>>;
  /** The spec's dialog after the delete, e.g. "Category removed successfully". */
  doneTitle: string;
};

/** Asks first, deletes, then says so. `remove` resolves true once the entry is gone. */
export function useDeleteEntry() {
  const { dialog, show } = useDialog();

  async function remove({ title, text, send, doneTitle }: TDeleteRequest): Promise<boolean> {
    const isConfirmed = await show({ title, text, tone: "error", actionLabel: "Delete", closeLabel: "Keep it" });
    if (!isConfirmed) return false;
    const { status, body } = await send();
    // 404: someone else deleted it already, which is what was wanted.
    if (body.success || status === 404) {
      await show({ title: doneTitle, tone: "success" });
      return true;
    }
    await show({ title: "Not deleted", text: body.message, tone: "error" });
    return false;
  }

  return { dialog, remove };
}
