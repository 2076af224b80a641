"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";

// A failure of one admin page keeps the side menu, so the admin can try again or go elsewhere.
// Only failures worth retrying reach here: a page refuses with a redirect (signed out, a role
// without the power) or its not-found page, never by throwing. reset() alone draws the same
// failed render again; with refresh() the server draws the page anew.
export default function AdminError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-red-800">
      <h1 className="text-2xl font-extrabold">Something went wrong</h1>
      <p className="mt-2">This page could not be shown. Please try again in a moment.</p>
      <button
        type="button"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
        className="mt-4 min-h-11 rounded-full border border-red-800/40 px-5 font-semibold hover:bg-white"
      >
        Try again
      </button>
    </div>
  );
}
