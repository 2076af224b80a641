import { z } from "zod";
import { tokenLink } from "../../link-token";
import { defineEmailTemplate } from "../define";
import { ActionButton, EmailLayout, Footnote, Paragraph } from "../layout";

export const resetPasswordTemplate = defineEmailTemplate({
  payload: z.object({ username: z.string().min(1).max(15), linkSeed: z.string().min(16).max(64) }),
  subject: (_, shop) => `Reset your ${shop.name} password`,
  body: ({ username, linkSeed }, shop) => (
    <EmailLayout shop={shop} preview="Choose a new password for your account." heading="Reset your password">
      <Paragraph>Hello {username},</Paragraph>
      <Paragraph>
        We received a request to reset the password of your account. Choose a new one with the button below.
      </Paragraph>
      <ActionButton label="Choose a new password" url={tokenLink("/auth/NewPassword", linkSeed)} />
      <Footnote>
        This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password
        stays as it is.
      </Footnote>
    </EmailLayout>
  ),
});
