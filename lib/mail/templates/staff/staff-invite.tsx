import { z } from "zod";
import { tokenLink } from "../../link-token";
import { defineEmailTemplate } from "../define";
import { ActionButton, EmailLayout, Footnote, Paragraph } from "../layout";

/** "a kitchen account", "an owner account": the article goes with the role's sound. */
function withArticle(roleLabel: string): string {
  const role = roleLabel.toLowerCase();
  return `${/^[aeiou]/.test(role) ? "an" : "a"} ${role}`;
}

export const staffInviteTemplate = defineEmailTemplate({
  payload: z.object({
    username: z.string().min(1).max(64),
    roleLabel: z.string().min(1).max(32),
    invitedBy: z.string().min(1).max(64),
    linkSeed: z.string().min(16).max(64),
  }),
  subject: (_, shop) => `You have been invited to ${shop.name}'s admin`,
  body: ({ username, roleLabel, invitedBy, linkSeed }, shop) => (
    <EmailLayout shop={shop} preview="Choose your password to start." heading="Welcome to the team">
      <Paragraph>Hello {username},</Paragraph>
      <Paragraph>
        {invitedBy} has given you {withArticle(roleLabel)} account on {shop.name}&apos;s admin. Choose your password
        with the button below; you then sign in with the username {username}.
      </Paragraph>
      <ActionButton label="Choose my password" url={tokenLink("/admin/invite", linkSeed)} />
      <Footnote>This link works once and expires in 72 hours. Ask {invitedBy} for a new one if it has.</Footnote>
    </EmailLayout>
  ),
});
