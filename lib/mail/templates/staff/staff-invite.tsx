import { z } from "zod";
import { tokenLink } from "../../link-token";
import { defineEmailTemplate } from "../define";
import { ActionButton, EmailLayout, Footnote, Paragraph } from "../layout";

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
        {invitedBy} has given you a {roleLabel.toLowerCase()} account on {shop.name}&apos;s admin. Choose your password
        with the button below; you then sign in with the username {username}.
      </Paragraph>
      <ActionButton label="Choose my password" url={tokenLink("/admin/invite", linkSeed)} />
      <Footnote>This link works once and expires in 72 hours. Ask {invitedBy} for a new one if it has.</Footnote>
    </EmailLayout>
  ),
});
