"use client";

import Link from "next/link";
import { useEffect } from "react";

/**
 * The sheet's print button (left off the paper), and the print dialog opened at once when the
 * board's or the order's "Print" link asked for it (?print=1): one click from either.
 */
export function PrintControls({ orderId, autoPrint }: { orderId: string; autoPrint: boolean }) {
  useEffect(() => {
    if (!autoPrint) return;
    const id = window.setTimeout(() => window.print(), 300);
    return () => window.clearTimeout(id);
  }, [autoPrint]);
  return (
    <div className="mx-auto mb-4 flex w-[80mm] flex-wrap justify-between gap-2 print:hidden">
      <Link
        href={`/admin/orders/${orderId}`}
        className="inline-flex min-h-11 items-center font-semibold text-navy underline underline-offset-2"
      >
        Back to the order
      </Link>
      <button
        type="button"
        onClick={() => window.print()}
        className="min-h-11 rounded-full bg-navy px-5 font-bold text-white hover:bg-navy-soft"
      >
        Print
      </button>
    </div>
  );
}
