"use client";

import { useRef, useState, type ComponentProps } from "react";
import { changeOwnPassword, endOwnSession, listOwnSessions } from "@/lib/api/admin/staff/contract";
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  setUpTwoFactor,
} from "@/lib/api/admin/two-factor/contract";
import { callApi } from "@/lib/api/client";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { formatDayAndClock } from "@/lib/platform/time/shared";
import { PlainField } from "../plain-field";

type TSession = { _id: string; userAgent: string | null; lastSeenAt: string; twoFactor: boolean; current: boolean };

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full border px-4 font-semibold disabled:opacity-60";
// min-w-0: a grid item may shrink below its longest word (a browser's user agent) on a phone.
const card = "min-w-0 rounded-2xl border border-line bg-white p-5";

/** A member's own account: password, two-factor sign-in and the devices signed in. */
export function AccountPanel({
  twoFactorOn,
  twoFactorPowers,
  sessions: initialSessions,
}: {
  twoFactorOn: boolean;
  /** What the member's role can do only with two-factor on ("refund orders"…); none: no nudge. */
  twoFactorPowers: string[];
  sessions: TSession[];
}) {
  const [announcement, setAnnouncement] = useState("");
  const [isOn, setIsOn] = useState(twoFactorOn);
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  // "Make new recovery codes" asks for its own code, in a form of its own, when pressed.
  const [isRenewing, setIsRenewing] = useState(false);
  const [renewError, setRenewError] = useState<string | null>(null);
  const renewButtonRef = useRef<HTMLButtonElement>(null);
  const [passwordErrors, setPasswordErrors] = useState<Record<string, string>>({});
  const [sessions, setSessions] = useState(initialSessions);

  async function start() {
    const { body } = await callApi(setUpTwoFactor, {});
    if (body.success && body.data) {
      setSetup({ secret: body.data.secret, qrSvg: body.data.qrSvg });
      setAnnouncement(body.message);
    } else setAnnouncement(body.message);
  }

  async function confirm(form: HTMLFormElement, turnOff: boolean) {
    const code = String(new FormData(form).get("code") ?? "");
    const { body } = turnOff
      ? await callApi(disableTwoFactor, { body: { code } })
      : await callApi(enableTwoFactor, { body: { code } });
    if (!body.success) {
      setCodeError(fieldErrorsOf(body, ["code"]).code ?? body.message);
      return;
    }
    setCodeError(null);
    form.reset();
    setAnnouncement(body.message);
    if (turnOff) {
      setIsOn(false);
    } else {
      setIsOn(true);
      setSetup(null);
      setCodes((body.data as { recoveryCodes: string[] }).recoveryCodes);
    }
  }

  async function renew(form: HTMLFormElement) {
    const code = String(new FormData(form).get("renewCode") ?? "");
    const { body } = await callApi(renewRecoveryCodes, { body: { code } });
    if (!body.success || !body.data) {
      setRenewError(fieldErrorsOf(body, ["code"]).code ?? body.message);
      return;
    }
    setRenewError(null);
    setIsRenewing(false);
    setCodes(body.data.recoveryCodes);
    setAnnouncement(body.message);
  }

  function stopRenewing() {
    setIsRenewing(false);
    setRenewError(null);
    // The form disappears: focus goes back to the button that opened it (as a category's rename does).
    requestAnimationFrame(() => renewButtonRef.current?.focus());
  }

  async function savePassword(form: HTMLFormElement) {
    const data = new FormData(form);
    const { body } = await callApi(changeOwnPassword, {
      body: {
        currentPassword: String(data.get("currentPassword") ?? ""),
        newPassword: String(data.get("newPassword") ?? ""),
      },
    });
    setAnnouncement(body.message);
    if (body.success) {
      form.reset();
      setPasswordErrors({});
      const fresh = await callApi(listOwnSessions, {});
      if (fresh.body.success && fresh.body.data) setSessions(fresh.body.data.sessions);
    } else {
      setPasswordErrors(fieldErrorsOf(body, ["currentPassword", "newPassword"]));
    }
  }

  async function end(session: TSession) {
    const { body } = await callApi(endOwnSession, { params: { id: session._id } });
    setAnnouncement(body.message);
    if (body.success) setSessions((list) => list.filter((s) => s._id !== session._id));
  }

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <p role="status" className="sr-only" data-testid="account-status">
        {announcement}
      </p>
      <section aria-labelledby="two-factor-heading" className={card} data-testid="two-factor">
        <h2 id="two-factor-heading" className="text-lg font-bold text-ink">
          Two-factor sign-in
        </h2>
        <p className="mt-1 text-ink-muted">
          {isOn
            ? "On: signing in asks for a code from your authenticator app."
            : "Off. With it on, signing in also asks for a 6-digit code from an app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…)."}
        </p>
        {twoFactorPowers.length > 0 && !isOn ? (
          <p
            className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
            data-testid="two-factor-nudge"
          >
            Your role can {twoFactorPowers.join(" and ")} only with two-factor sign-in: turn it on to do so.
          </p>
        ) : null}
        {codes ? (
          <div className="mt-4 rounded-lg border-2 border-navy p-4" data-testid="recovery-codes">
            <h3 className="font-bold text-ink">Your recovery codes</h3>
            <p className="text-sm text-ink-muted">
              Each works once, if your phone is lost. Keep them somewhere safe: they are not shown again.
            </p>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-ink">
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {!isOn && !setup ? (
          <button
            type="button"
            className={`${button} mt-4 border-navy bg-navy text-white hover:bg-navy-soft`}
            onClick={() => void start()}
          >
            Turn on two-factor sign-in
          </button>
        ) : null}
        {setup ? (
          <div className="mt-4 space-y-3">
            <p className="text-ink">1. Scan this code with your authenticator app.</p>
            {/* The SVG is made on the server by the qrcode library from our own otpauth URL. */}
            <div
              className="size-48 border border-line bg-white p-2"
              role="img"
              aria-label="QR code for your authenticator app"
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <p className="text-sm text-ink-muted">
              Cannot scan? Type this key into the app:{" "}
              <span className="font-mono break-all text-ink" data-testid="totp-secret">
                {setup.secret}
              </span>
            </p>
            <CodeForm
              label="2. Enter the 6-digit code the app shows"
              submit="Turn on"
              error={codeError}
              onSubmit={(f) => void confirm(f, false)}
            />
          </div>
        ) : null}
        {isOn ? (
          <CodeForm
            label="To turn it off, enter a current code"
            submit="Turn off"
            error={codeError}
            onSubmit={(f) => void confirm(f, true)}
          />
        ) : null}
        {isOn && !isRenewing ? (
          <button
            ref={renewButtonRef}
            type="button"
            className={`${button} mt-4 border-navy text-navy hover:bg-navy hover:text-white`}
            onClick={() => {
              setIsRenewing(true);
              setCodes(null);
            }}
          >
            Make new recovery codes
          </button>
        ) : null}
        {isOn && isRenewing ? (
          <div className="mt-4" data-testid="renew-recovery-codes">
            <p className="text-sm text-ink-muted">You get ten new codes and the old ones stop working, used or not.</p>
            <CodeForm
              name="renewCode"
              label="To make new recovery codes, enter a current code"
              submit="Make new codes"
              error={renewError}
              onSubmit={(f) => void renew(f)}
              onCancel={stopRenewing}
            />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="password-heading" className={card}>
        <h2 id="password-heading" className="text-lg font-bold text-ink">
          Password
        </h2>
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void savePassword(e.currentTarget);
          }}
        >
          <Input
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={passwordErrors.currentPassword}
          />
          <Input
            name="newPassword"
            label="New password (at least 10 characters)"
            type="password"
            autoComplete="new-password"
            error={passwordErrors.newPassword}
          />
          <button type="submit" className={`${button} border-navy text-navy hover:bg-navy hover:text-white`}>
            Change password
          </button>
        </form>
      </section>

      <section aria-labelledby="sessions-heading" className={`${card} lg:col-span-2`}>
        <h2 id="sessions-heading" className="text-lg font-bold text-ink">
          Where you are signed in
        </h2>
        <ul className="mt-3 divide-y divide-line">
          {sessions.map((s) => (
            <li
              key={s._id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="own-session"
            >
              <span className="min-w-0 flex-1 basis-48 text-ink">
                <span className="block [overflow-wrap:anywhere]">{s.userAgent ?? "Unknown device"}</span>
                <span className="block text-sm text-ink-muted">
                  Last used {formatDayAndClock(new Date(s.lastSeenAt))}
                  {s.twoFactor ? " · with two-factor" : ""}
                </span>
              </span>
              {s.current ? (
                <span className="text-sm font-semibold text-ink-muted">This device</span>
              ) : (
                <button
                  type="button"
                  className={`${button} border-red-800 text-sm text-red-800 hover:bg-red-800 hover:text-white`}
                  onClick={() => void end(s)}
                >
                  Sign out<span className="sr-only"> that device</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function CodeForm({
  name = "code",
  label,
  submit,
  error,
  onSubmit,
  onCancel,
}: {
  /** The field's name: two code forms on one page need two ids. */
  name?: string;
  label: string;
  submit: string;
  error: string | null;
  onSubmit: (form: HTMLFormElement) => void;
  /** A form opened by a button closes again without a reload. */
  onCancel?: () => void;
}) {
  return (
    <form
      noValidate
      className="mt-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(e.currentTarget);
      }}
    >
      <Input name={name} label={label} autoComplete="one-time-code" inputMode="numeric" error={error ?? undefined} />
      {/* The buttons wrap below the field together, never squeezing the field to a sliver. */}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={`${button} border-navy text-navy hover:bg-navy hover:text-white`}>
          {submit}
        </button>
        {onCancel ? (
          <button type="button" className={`${button} border-navy/30 text-navy hover:bg-surface`} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

function Input(props: Omit<ComponentProps<typeof PlainField>, "id" | "className">) {
  return <PlainField id={`account-${props.name}`} className="min-w-40 flex-1" {...props} />;
}
