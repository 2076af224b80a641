import type { ReactNode } from "react";

/** A modal's footer: what went wrong with its action, announced, above its buttons. */
export function ModalFooter({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <div className="space-y-3">
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
