import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TStaffMemberDto } from "@/lib/api/admin/staff/contract";
import { fakeApi } from "@/test/components/fake-api";
import { StaffManager } from "./staff-manager";

// The owner's staff page: a member whose invitation ran out (or never arrived) can be sent a new
// one from their row, as the invitation e-mail tells them to ask.

const member = (over: Partial<TStaffMemberDto>): TStaffMemberDto => ({
  _id: "01a25049-0000-7000-8000-000000000001",
  username: "late-2",
  email: "late-2@example.co.uk",
  role: "kitchen",
  suspended: false,
  twoFactor: false,
  invitePending: true,
  activeSessions: 0,
  lastSeenAt: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  ...over,
});

describe("the staff page", () => {
  it("tells the owner, as they choose a role, every power it gives: the cash a rider or the kitchen takes", () => {
    render(<StaffManager initial={[]} selfId="someone-else" />);
    const described = (role: string) => screen.getByRole("radio", { name: new RegExp(`^${role}`) }).closest("label");
    expect(described("Rider")).toHaveTextContent("marking them delivered and their cash taken");
    expect(described("Kitchen")).toHaveTextContent("marking cash orders paid");
    expect(described("Manager")).toHaveTextContent("the shop's name and legal details");
  });

  it("sends a member whose invitation is pending a new one, and says where it went", async () => {
    const pending = member({});
    const { calls } = fakeApi({
      [`PATCH /api/adminauth/staff/${pending._id}`]: () => ({
        message: "A new invitation is on its way to late-2@example.co.uk. Its link works once, for 72 hours.",
        data: pending,
      }),
    });
    const signedUp = member({ _id: "01a25049-0000-7000-8000-000000000002", username: "kit-1", invitePending: false });
    render(<StaffManager initial={[pending, signedUp]} selfId="someone-else" />);
    // Only the member still to choose a password has it.
    expect(screen.getAllByRole("button", { name: /Send a new invitation/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: /^Send a new invitation\s*to late-2$/ }));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["PATCH", `/api/adminauth/staff/${pending._id}`, { sendNewInvitation: true }],
    ]);
    expect(await screen.findByTestId("staff-status")).toHaveTextContent(
      "A new invitation is on its way to late-2@example.co.uk.",
    );
  });

  it("resets the two-factor of a member who lost their phone, after asking, and never offers it on one's own row", async () => {
    const lost = member({
      username: "mgr-3",
      role: "manager",
      invitePending: false,
      twoFactor: true,
      activeSessions: 2,
    });
    const self = member({ _id: "01a25049-0000-7000-8000-000000000009", username: "owner", twoFactor: true });
    const { calls } = fakeApi({
      [`PATCH /api/adminauth/staff/${lost._id}`]: () => ({
        message: "Saved.",
        data: { ...lost, twoFactor: false, activeSessions: 0 },
      }),
    });
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<StaffManager initial={[lost, self]} selfId={self._id} />);
    expect(screen.getAllByRole("button", { name: /Reset two-factor/ })).toHaveLength(1);
    const reset = screen.getByRole("button", { name: /^Reset two-factor\s*for mgr-3$/ });
    await userEvent.click(reset);
    expect(calls).toEqual([]);
    await userEvent.click(reset);
    expect(confirm.mock.calls[1]![0]).toContain("lost their phone and their recovery codes");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["PATCH", `/api/adminauth/staff/${lost._id}`, { resetTwoFactor: true }],
    ]);
    expect(await screen.findByTestId("staff-status")).toHaveTextContent("Two-factor is off for mgr-3");
    expect(screen.queryAllByRole("button", { name: /Reset two-factor/ })).toHaveLength(0);
    confirm.mockRestore();
  });
});
