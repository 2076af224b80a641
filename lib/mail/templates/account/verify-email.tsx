import { z } from "zod";
import { tokenLink } from "../../link-token";
import { defineEmailTemplate } from "../define";
import { ActionButton, EmailLayout, Footnote, Paragraph } from "../layout";

export const verifyEmailTemplate = defineEmailTemplate({
  payload: z.object({
    username: z.string().min(1).max(15),
    linkSeed: z.string().min(16).max(64),
    /** Where the customer was going when they signed up (issue 25): the link carries it on. */
    next: z.string().max(512).optional(),
  }),
  subject: (_, shop) => `Verify your email for ${shop.name}`,
  body: ({ username, linkSeed, next }, shop) => (
    <EmailLayout
      shop={shop}
      preview="Confirm your email address to start ordering."
      heading="Verify your email address"
    >
      <Paragraph>Hello {username},</Paragraph>
      <Paragraph>
        Thanks for signing up to {shop.name}. Please confirm that this is your email address so that you can sign in and
        order.
      </Paragraph>
      <ActionButton label="Verify my email" url={tokenLink("/auth/verifyemail", linkSeed, next)} />
      <Footnote>
        This link works once and expires in 24 hours. If you did not sign up, you can ignore this email.
      </Footnote>
    </EmailLayout>
  ),
});
