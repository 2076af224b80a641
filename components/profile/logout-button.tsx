"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useViewer } from "@/components/site/viewer";
import { useDialog } from "@/components/ui/dialog";
import { openNextPageAtTop } from "@/components/ui/next-page-at-top";
import { LogoutIcon } from "@/components/ui/secondary-icons";
import { callApi } from "@/lib/api/client";
import { signOut } from "@/lib/api/store/account/routes";
import { storeAuthToken } from "@/lib/api/fetch";

export function LogoutButton({ className = "" }: { className?: string }) {
  const router = useRouter();
  const { refresh: refreshViewer } = useViewer();
  const { dialog, show } = useDialog();
  const [isPending, setIsPending] = useState(false);

  async function logOut() {
    if (isPending) return;
    setIsPending(true);
    const { status, body } = await callApi(signOut);
    // 401: the session had already ended, which is what the customer wanted.
    if (!body.success && status !== 401) {
      setIsPending(false);
      void show({
        title: "Still signed in",
        text: body.message || "Something went wrong. Please try again.",
        tone: "error",
      });
      return;
    }
    storeAuthToken(null);
    await refreshViewer();
    await show({ title: "Logged out", text: "You have been logged out.", tone: "info" });
    openNextPageAtTop();
    router.replace("/auth");
    router.refresh();
  }

  return (
    <>
      <button
        type="button"
        aria-disabled={isPending}
        onClick={logOut}
        data-testid="logout-button"
        className={`inline-flex items-center gap-2 rounded-lg font-semibold text-red-800 hover:bg-red-50 aria-disabled:cursor-progress ${className}`}
      >
        <LogoutIcon className="size-5 shrink-0" />
        {isPending ? "Processing..." : "Logout"}
      </button>
      {dialog}
    </>
  );
}
