"use client";

import { useDialog } from "@/components/ui/dialog";
import { adminFetch } from "../admin-api";

type TDeleteRequest = {
  /** e.g. "Delete Pizzas?" */
  title: string;
  /** What else goes with it. */
  text: string;
  url: string;
  /** The spec's dialog after the delete, e.g. "Category removed successfully". */
  doneTitle: string;
};

/** Asks first, deletes, then says so. `remove` resolves true once the entry is gone. */
export function useDeleteEntry() {
  const { dialog, show } = useDialog();

  async function remove({ title, text, url, doneTitle }: TDeleteRequest): Promise<boolean> {
    const isConfirmed = await show({ title, text, tone: "error", actionLabel: "Delete", closeLabel: "Keep it" });
    if (!isConfirmed) return false;
    const { status, body } = await adminFetch(url, { method: "DELETE" });
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
