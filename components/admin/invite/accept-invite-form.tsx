"use client";

import Link from "next/link";
import { useState } from "react";
import { acceptStaffInvite } from "@/lib/api/admin/staff/contract";
import { callApi } from "@/lib/api/client";
import { fieldErrorsOf } from "@/lib/api/fetch";

/** An invited member chooses their password from the link in their e-mail. */
export function AcceptInviteForm({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const password = String(data.get("password") ?? "");
    if (password !== String(data.get("again") ?? "")) return setError("The two passwords are not the same.");
    setBusy(true);
    const { body } = await callApi(acceptStaffInvite, { params: { token }, body: { password } });
    setBusy(false);
    if (body.success && body.data) return setDone(body.data.username);
    setError(fieldErrorsOf(body, ["password"]).password ?? body.message);
  }

  if (done) {
    return (
      <div role="status" className="space-y-4" data-testid="invite-done">
        <p className="text-lg text-ink">
          Your password is set. Sign in as <strong>{done}</strong>.
        </p>
        <Link
          href="/admin/sigIn"
          className="inline-flex min-h-11 items-center rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-soft"
        >
          Go to sign in
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      <div role="alert">
        {error ? (
          <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">{error}</p>
        ) : null}
      </div>
      <label className="block font-semibold text-ink">
        Choose a password (at least 10 characters)
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          className="mt-1.5 block min-h-11 w-full rounded-lg border border-line px-3"
        />
      </label>
      <label className="block font-semibold text-ink">
        The same again
        <input
          name="again"
          type="password"
          autoComplete="new-password"
          className="mt-1.5 block min-h-11 w-full rounded-lg border border-line px-3"
        />
      </label>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-navy px-5 font-semibold text-white hover:bg-navy-soft disabled:opacity-60"
      >
        {busy ? "Saving…" : "Set my password"}
      </button>
    </form>
  );
}
