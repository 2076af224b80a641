"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { resendEmail } from "@/lib/api/admin/emails/contract";
import { callApi } from "@/lib/api/client";

/**
 * Sends a logged mail again. Each click carries its own Idempotency-Key, so a click whose
 * request is repeated (a flaky connection) still makes one mail.
 */
export function ResendButton({ id, to, onResult }: { id: string; to: string; onResult: (message: string) => void }) {
  const router = useRouter();
  const [isSending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    const { body } = await callApi(resendEmail, {
      params: { id },
      init: { headers: { "Idempotency-Key": crypto.randomUUID() } },
    });
    setSending(false);
    if (body.success) {
      // A renewed invitation or link is a different mail from the one logged: the server says what went.
      onResult(body.data?.isRenewed ? body.message : `The e-mail to ${to} is queued to be sent again.`);
      router.refresh();
      return;
    }
    onResult(`Could not send the e-mail to ${to} again: ${body.message}`);
  }

  return (
    <button
      type="button"
      onClick={resend}
      disabled={isSending}
      className="inline-flex min-h-11 items-center rounded-full border border-navy px-4 text-sm font-semibold whitespace-nowrap text-navy hover:bg-navy hover:text-white disabled:opacity-60"
      data-testid="resend-button"
    >
      {isSending ? "Sending…" : "Resend"}
      <span className="sr-only"> the e-mail to {to}</span>
    </button>
  );
}
