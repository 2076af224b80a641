// Transactional mails: proper HTML with a plain-text part, UK English.

const SHOP = "Tasty Slice";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footnote: string) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join("");
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#03081f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 32px;background:#03081f;border-radius:12px 12px 0 0;color:#ffffff;font-size:20px;font-weight:bold">${SHOP}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#fc8a06;color:#03081f;padding:12px 24px;border-radius:999px;font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#4a4a4a">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#03081f;word-break:break-all">${escapeHtml(action.url)}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#4a4a4a">${escapeHtml(footnote)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = `${title}\n\n${paragraphs.join("\n\n")}\n\n${action.label}: ${action.url}\n\n${footnote}\n\n${SHOP}\n`;
  return { html, text };
}

export function verificationMail(username: string, url: string) {
  return {
    subject: `Verify your email for ${SHOP}`,
    ...layout(
      "Verify your email address",
      [`Hello ${username},`, `Thanks for signing up to ${SHOP}. Please confirm that this is your email address so that you can sign in and order.`],
      { label: "Verify my email", url },
      "This link works once and expires in 24 hours. If you did not sign up, you can ignore this email.",
    ),
  };
}

export function passwordResetMail(username: string, url: string) {
  return {
    subject: `Reset your ${SHOP} password`,
    ...layout(
      "Reset your password",
      [`Hello ${username},`, "We received a request to reset the password of your account. Choose a new one with the button below."],
      { label: "Choose a new password", url },
      "This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays as it is.",
    ),
  };
}
