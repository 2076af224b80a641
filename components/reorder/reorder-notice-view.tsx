// The notice "Order again" leaves above the basket (reorder-notice.tsx decides when it shows).

export type TReorderNote = { added: number; skipped: string[] };

export function ReorderNoticeView({ note, onDismiss }: { note: TReorderNote; onDismiss: () => void }) {
  return (
    <div
      role="status"
      data-testid="reorder-notice"
      className="rounded-lg border-2 border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p className="font-bold">
        {note.added
          ? "Your order is in the basket again, at today's prices."
          : "Nothing from this order can be ordered today."}
      </p>
      {note.skipped.length ? (
        <>
          <p className="mt-1">Not added:</p>
          <ul className="list-disc pl-5" data-testid="reorder-skipped">
            {note.skipped.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" onClick={onDismiss} className="mt-1 font-semibold underline underline-offset-2">
        Dismiss
      </button>
    </div>
  );
}
