"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { retirePromotion } from "@/lib/api/admin/promotions/contract";
import { callApi } from "@/lib/api/client";

/** Retires a promotion after a confirmation: it stops applying and leaves every page at once. */
export function RetireButton({
  id,
  name,
  onResult,
}: {
  id: string;
  name: string;
  onResult: (message: string) => void;
}) {
  const router = useRouter();
  const [isBusy, setBusy] = useState(false);

  async function retire() {
    if (!window.confirm(`Retire "${name}"? It stops applying and disappears from the site at once.`)) return;
    setBusy(true);
    const { body } = await callApi(retirePromotion, { params: { id } });
    setBusy(false);
    onResult(body.success ? `"${name}" is retired.` : `Could not retire "${name}": ${body.message}`);
    if (body.success) router.refresh();
  }

  return (
    <button
      type="button"
      onClick={retire}
      disabled={isBusy}
      className="inline-flex min-h-11 items-center rounded-full border border-red-800 px-4 text-sm font-semibold text-red-800 hover:bg-red-800 hover:text-white disabled:opacity-60"
    >
      {isBusy ? "Retiring…" : "Retire"}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
