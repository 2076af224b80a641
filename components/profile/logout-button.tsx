"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useViewer } from "@/components/site/viewer";
import { useDialog } from "@/components/ui/dialog";
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
    // The sign-in page opens at its top, not as far down as this page was scrolled (issue 25).
    window.scrollTo({ top: 0, behavior: "instant" });
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
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
          className="size-5 shrink-0"
        >
          <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
          <path d="M10 17l-5-5 5-5M5 12h11" />
        </svg>
        {isPending ? "Processing..." : "Logout"}
      </button>
      {dialog}
    </>
  );
}
