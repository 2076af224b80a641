// The From of every mail: the shop's trading name as the owner set it (Store, Shop details), at
// EMAIL_FROM's address, the one verified at Resend. EMAIL_FROM's own display name was fixed at
// deployment and went on saying "Tasty Slice" after the owner renamed the shop.

/** RFC 5322's atext, and the spaces between words: a display name of only these needs no quotes. */
const PLAIN_PHRASE = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?: [A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** The address alone of a sender written "Name <address>" or "address". */
export function addressOf(sender: string): string {
  const angled = /<([^<>]+)>\s*$/.exec(sender);
  return (angled ? angled[1]! : sender).trim();
}

/**
 * `name <address>`, the name quoted when it holds anything but words (a comma would otherwise
 * split it into two recipients' worth of header: "Pizza, Pasta & Co"), with `\` and `"` escaped
 * inside the quotes (RFC 5322, quoted-string). Line breaks become spaces, so a name cannot add a
 * header. A blank name leaves `sender` as it was.
 */
export function senderWithName(sender: string, name: string | null | undefined): string {
  const display = (name ?? "")
    .replace(/[\r\n\t]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  if (!display) return sender;
  const phrase = PLAIN_PHRASE.test(display) ? display : `"${display.replace(/(["\\])/g, "\\$1")}"`;
  return `${phrase} <${addressOf(sender)}>`;
}
