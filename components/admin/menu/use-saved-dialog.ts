"use client";

import { useRouter } from "next/navigation";
import { useDialog } from "@/components/ui/dialog";

/**
 * After a save: the spec's success dialog, then the manage list (showing what was saved,
 * where the list can). `dialog` must be rendered by the form.
 */
export function useSavedDialog() {
  const router = useRouter();
  const { dialog, show } = useDialog();

  async function confirmSaved(title: string, manageQuery = "") {
    await show({ title, tone: "success" });
    router.push(`/admin/Managefoodcategory${manageQuery}`);
    router.refresh();
  }

  async function showFailure(message: string) {
    await show({ title: "Not saved", text: message, tone: "error" });
  }

  return { dialog, confirmSaved, showFailure };
}
