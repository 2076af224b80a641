"use client";

import { useState, type ComponentProps } from "react";
import { EmailAddress } from "@/components/ui/email-address";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@/lib/accounts/shared";
import { changeStaff, inviteStaff, removeStaff, type TStaffMemberDto } from "@/lib/api/admin/staff/contract";
import { callApi } from "@/lib/api/client";
import { fieldErrorsOf } from "@/lib/api/fetch";
import { PlainField } from "../plain-field";

const ROLE_POWERS: Record<StaffRole, string> = {
  owner: "Everything, including staff and payment settings.",
  manager:
    "Everything but staff, payment settings, the shop's name and legal details, and how long the audit trail is kept.",
  kitchen: "The orders board, tickets, marking cash orders paid, sold-out switches and pausing the shop.",
  rider: "The orders out for delivery; marking them delivered and their cash taken.",
};

const button = "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold disabled:opacity-60";

/** The owner's staff page: who can sign in, with which role, and the invitation form. */
export function StaffManager({ initial, selfId }: { initial: TStaffMemberDto[]; selfId: string }) {
  const [staff, setStaff] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const replace = (member: TStaffMemberDto) => setStaff((list) => list.map((m) => (m._id === member._id ? member : m)));

  async function invite(form: HTMLFormElement) {
    const data = new FormData(form);
    setBusy(true);
    const { body } = await callApi(inviteStaff, {
      body: {
        username: String(data.get("username") ?? ""),
        email: String(data.get("email") ?? ""),
        role: String(data.get("role") ?? "") as StaffRole,
      },
    });
    setBusy(false);
    if (body.success && body.data) {
      setStaff((list) => [...list, body.data!]);
      setErrors({});
      form.reset();
      setAnnouncement(body.message);
      return;
    }
    setErrors(fieldErrorsOf(body, ["username", "email", "role"]));
    setAnnouncement(body.message);
  }

  async function change(
    member: TStaffMemberDto,
    patch: {
      role?: StaffRole;
      suspended?: boolean;
      signOutEverywhere?: true;
      sendNewInvitation?: true;
      resetTwoFactor?: true;
    },
    done?: string,
  ) {
    const { body } = await callApi(changeStaff, { params: { id: member._id }, body: patch });
    if (body.success && body.data) {
      replace(body.data);
      setAnnouncement(done ?? body.message);
    } else {
      setAnnouncement(`${member.username}: ${body.message}`);
    }
  }

  async function resetTwoFactor(member: TStaffMemberDto) {
    const question = `Turn two-factor off for ${member.username}? Do this only when they have lost their phone and their recovery codes. They are signed out and set it up again when they next sign in.`;
    if (!window.confirm(question)) return;
    await change(
      member,
      { resetTwoFactor: true },
      `Two-factor is off for ${member.username}, who is signed out. They set it up again under Account.`,
    );
  }

  async function remove(member: TStaffMemberDto) {
    if (!window.confirm(`Remove ${member.username}? They can no longer sign in; what they did stays on record.`))
      return;
    const { body } = await callApi(removeStaff, { params: { id: member._id } });
    if (body.success) {
      setStaff((list) => list.filter((m) => m._id !== member._id));
      setAnnouncement(body.message);
    } else {
      setAnnouncement(`${member.username}: ${body.message}`);
    }
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <p role="status" className="sr-only" data-testid="staff-status">
        {announcement}
      </p>
      <section aria-labelledby="staff-heading" className="overflow-hidden rounded-2xl border border-line bg-white">
        <h2 id="staff-heading" className="border-b border-line px-5 py-4 text-lg font-bold text-ink">
          Staff
        </h2>
        <ul className="divide-y divide-line">
          {staff.map((m) => (
            <li key={m._id} className="space-y-3 p-5" data-testid="staff-row">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-lg font-bold text-ink">{m.username}</h3>
                {m._id === selfId ? <span className="text-sm text-ink-muted">(you)</span> : null}
                {m.suspended ? (
                  <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-900">
                    Suspended
                  </span>
                ) : null}
                {m.invitePending ? (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
                    Invitation sent
                  </span>
                ) : null}
                <span
                  className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${m.twoFactor ? "bg-green-100 text-green-900" : "bg-surface text-ink"}`}
                >
                  {m.twoFactor ? "Two-factor on" : "Two-factor off"}
                </span>
              </div>
              <p className="text-sm text-ink-muted">
                {m.email ? <EmailAddress address={m.email} /> : "No e-mail"} · {m.activeSessions}{" "}
                {m.activeSessions === 1 ? "device" : "devices"} signed in
              </p>
              <div className="flex flex-wrap items-end gap-3">
                <label className="text-sm font-semibold text-ink">
                  Role
                  <select
                    className="mt-1 block min-h-11 rounded-lg border border-line bg-white px-3"
                    value={m.role}
                    data-testid="staff-role"
                    onChange={(e) =>
                      void change(
                        m,
                        { role: e.target.value as StaffRole },
                        `${m.username} is now ${ROLE_LABELS[e.target.value as StaffRole].toLowerCase()}.`,
                      )
                    }
                  >
                    {STAFF_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </option>
                    ))}
                  </select>
                </label>
                {m.invitePending ? (
                  <button
                    type="button"
                    className={`${button} border-navy text-navy hover:bg-navy hover:text-white`}
                    onClick={() => void change(m, { sendNewInvitation: true })}
                  >
                    Send a new invitation<span className="sr-only"> to {m.username}</span>
                  </button>
                ) : null}
                <button
                  type="button"
                  className={`${button} border-navy text-navy hover:bg-navy hover:text-white`}
                  onClick={() =>
                    void change(
                      m,
                      { suspended: !m.suspended },
                      m.suspended ? `${m.username} can sign in again.` : `${m.username} is suspended and signed out.`,
                    )
                  }
                >
                  {m.suspended ? "Restore" : "Suspend"}
                  <span className="sr-only"> {m.username}</span>
                </button>
                <button
                  type="button"
                  className={`${button} border-navy text-navy hover:bg-navy hover:text-white`}
                  onClick={() => void change(m, { signOutEverywhere: true }, `${m.username} is signed out everywhere.`)}
                >
                  Sign out everywhere<span className="sr-only"> for {m.username}</span>
                </button>
                {m.twoFactor && m._id !== selfId ? (
                  <button
                    type="button"
                    className={`${button} border-navy text-navy hover:bg-navy hover:text-white`}
                    onClick={() => void resetTwoFactor(m)}
                  >
                    Reset two-factor<span className="sr-only"> for {m.username}</span>
                  </button>
                ) : null}
                <button
                  type="button"
                  className={`${button} border-red-800 text-red-800 hover:bg-red-800 hover:text-white`}
                  onClick={() => void remove(m)}
                >
                  Remove<span className="sr-only"> {m.username}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="invite-heading" className="h-fit rounded-2xl border border-line bg-white p-5">
        <h2 id="invite-heading" className="text-lg font-bold text-ink">
          Invite a member
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          They get an e-mail with a link to choose their password. It works once, for 72 hours; if it runs out, send
          them a new one from their row.
        </p>
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void invite(e.currentTarget);
          }}
        >
          <Field name="username" label="Username" error={errors.username} autoComplete="off" />
          <Field name="email" label="E-mail" type="email" error={errors.email} autoComplete="off" />
          <fieldset>
            <legend className="font-semibold text-ink">Role</legend>
            {errors.role ? <p className="text-sm text-red-800">{errors.role}</p> : null}
            <div className="mt-2 space-y-2">
              {STAFF_ROLES.map((r) => (
                <label key={r} className="flex gap-3 rounded-lg border border-line p-3">
                  <input type="radio" name="role" value={r} defaultChecked={r === "kitchen"} className="mt-1 size-4" />
                  <span>
                    <span className="block font-semibold text-ink">{ROLE_LABELS[r]}</span>
                    <span className="block text-sm text-ink-muted">{ROLE_POWERS[r]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="submit"
            disabled={busy}
            className={`${button} w-full justify-center border-navy bg-navy text-white hover:bg-navy-soft`}
          >
            {busy ? "Sending…" : "Send invitation"}
          </button>
        </form>
      </section>
    </div>
  );
}

function Field(props: Omit<ComponentProps<typeof PlainField>, "id" | "className" | "inputMode">) {
  return <PlainField id={`invite-${props.name}`} {...props} />;
}
