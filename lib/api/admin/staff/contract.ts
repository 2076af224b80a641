import { z } from "zod";
import { STAFF_ROLES } from "@/lib/accounts/shared";
import { defineEndpoint } from "../../endpoint";
import { idParams, ZIsoDateTime, ZNoData } from "../../schemas";

// Staff accounts (issue 22): the owner invites, changes roles, suspends, removes and signs
// members out; a member sets their password from the invitation link, changes it, and sees and
// ends their own sessions.

const ZRole = z.enum(STAFF_ROLES, { error: "Choose a role: owner, manager, kitchen or rider." });

export const ZStaffPasswordSchema = z
  .string({ error: "Choose a password of at least 10 characters." })
  .min(10, "Choose a password of at least 10 characters.")
  .max(128, "Use at most 128 characters.");

export const ZStaffMemberDto = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: ZRole,
  suspended: z.boolean(),
  twoFactor: z.boolean(),
  /** The invitation has not been taken up yet: no password is set. */
  invitePending: z.boolean(),
  activeSessions: z.number().int(),
  lastSeenAt: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
});
export type TStaffMemberDto = z.infer<typeof ZStaffMemberDto>;

export const listStaff = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/staff",
  access: "admin",
  permission: "staff.manage",
  response: z.object({ staff: z.array(ZStaffMemberDto) }),
});

export const ZStaffInviteSchema = z.object({
  username: z
    .string({ error: "Enter a username." })
    .trim()
    .min(3, "Use at least 3 characters.")
    .max(64, "Use at most 64 characters.")
    .regex(/^[A-Za-z0-9._-]+$/, "Use letters, digits, dots, dashes or underscores."),
  email: z.email({ error: "Enter the e-mail address the invitation goes to." }).max(254),
  role: ZRole,
});
export type TStaffInvite = z.input<typeof ZStaffInviteSchema>;

export const inviteStaff = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/staff",
  access: "admin",
  permission: "staff.manage",
  body: ZStaffInviteSchema,
  response: ZStaffMemberDto,
});

export const ZStaffChangeSchema = z
  .object({
    role: ZRole.optional(),
    suspended: z.boolean({ error: "suspended is true or false." }).optional(),
    signOutEverywhere: z.literal(true, { error: "signOutEverywhere can only be true." }).optional(),
    /**
     * Additive: e-mail a member who has not chosen a password yet a new invitation link (72
     * hours); the links sent before stop working. Asked on its own.
     */
    sendNewInvitation: z.literal(true, { error: "sendNewInvitation can only be true." }).optional(),
    /**
     * Additive: turns a member's two-factor off for them (a lost phone and lost recovery codes);
     * they are signed out and set it up again at their next sign-in.
     */
    resetTwoFactor: z.literal(true, { error: "resetTwoFactor can only be true." }).optional(),
  })
  .refine(
    (c) =>
      c.role !== undefined ||
      c.suspended !== undefined ||
      c.signOutEverywhere ||
      c.sendNewInvitation ||
      c.resetTwoFactor,
    { message: "Say what to change: role, suspended, signOutEverywhere, sendNewInvitation or resetTwoFactor." },
  )
  .refine((c) => !c.sendNewInvitation || (c.role === undefined && c.suspended === undefined && !c.signOutEverywhere), {
    message: "Send a new invitation on its own, then make the other changes.",
  });

export const changeStaff = defineEndpoint({
  method: "PATCH",
  path: "/api/adminauth/staff/[id]",
  access: "admin",
  permission: "staff.manage",
  params: idParams("id", "staff id"),
  body: ZStaffChangeSchema,
  response: ZStaffMemberDto,
});

export const removeStaff = defineEndpoint({
  method: "DELETE",
  path: "/api/adminauth/staff/[id]",
  access: "admin",
  permission: "staff.manage",
  params: idParams("id", "staff id"),
  response: ZNoData,
});

export const acceptStaffInvite = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/staff/invite/[token]",
  access: "public",
  params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This invitation link is not valid.") }),
  body: z.object({ password: ZStaffPasswordSchema }),
  response: z.object({ username: z.string() }),
});

export const ZOwnSessionDto = z.object({
  _id: z.string(),
  userAgent: z.string().nullable(),
  createdAt: ZIsoDateTime,
  lastSeenAt: ZIsoDateTime,
  twoFactor: z.boolean(),
  current: z.boolean(),
});

export const listOwnSessions = defineEndpoint({
  method: "GET",
  path: "/api/adminauth/account/sessions",
  access: "admin",
  permission: "any-staff",
  response: z.object({ sessions: z.array(ZOwnSessionDto) }),
});

export const endOwnSession = defineEndpoint({
  method: "DELETE",
  path: "/api/adminauth/account/sessions/[id]",
  access: "admin",
  permission: "any-staff",
  params: idParams("id", "session id"),
  response: ZNoData,
});

export const changeOwnPassword = defineEndpoint({
  method: "POST",
  path: "/api/adminauth/account/password",
  access: "admin",
  permission: "any-staff",
  body: z.object({
    currentPassword: z
      .string({ error: "Enter your current password." })
      .min(1, "Enter your current password.")
      .max(128),
    newPassword: ZStaffPasswordSchema,
  }),
  response: ZNoData,
});
