import "server-only";
import { isUniqueViolation } from "@/lib/platform/db";
import { AppError } from "@/lib/platform/errors";
import { transactionWithJobs } from "@/lib/platform/queue";
import type { AuditActor } from "../audit/record-audit";
import { canGrantRole, type StaffRole } from "../permissions";
import { sendInvitation } from "./send-invitation";

export { INVITE_HOURS } from "./send-invitation";

export type StaffInvitation = { username: string; email: string; role: StaffRole };

/**
 * Makes a member with no password yet and e-mails them a one-time link to choose it (72 hours).
 * Without Resend the mail is kept in the local outbox like every other.
 */
export async function inviteStaff(actor: NonNullable<AuditActor>, input: StaffInvitation, now = new Date()) {
  if (!canGrantRole(actor.role, input.role))
    throw new AppError("FORBIDDEN", "You cannot give a role with powers you do not hold.");
  try {
    return await transactionWithJobs(async (tx, jobs) => {
      // "Sam" beside "sam" would be two people the trail's actor filter and the sign-in limits
      // take for one (both ignore case), and two a manager cannot tell apart by ear.
      const namesake = await tx.admin.findFirst({
        where: { username: { equals: input.username, mode: "insensitive" } },
        select: { id: true },
      });
      if (namesake) throw usernameTaken();
      const member = await tx.admin.create({
        data: { username: input.username, email: input.email, role: input.role, passwordHash: "" },
        select: { id: true, username: true, email: true, role: true },
      });
      await sendInvitation(tx, jobs, actor, { ...member, email: input.email }, now);
      return member;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw usernameTaken();
    throw err;
  }
}

const usernameTaken = () => AppError.invalidInput("That username is taken.", { username: "That username is taken." });
