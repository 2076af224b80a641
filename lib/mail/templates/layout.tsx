import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { Fragment, type ReactNode } from "react";
import { COLOURS, FONT_STACK, type MailShop } from "./brand";

type TLayoutProps = {
  /** The line mail clients show beside the subject. */
  preview: string;
  heading: string;
  /** The shop's identity when the mail is made (issue 25). */
  shop: MailShop;
  children: ReactNode;
};

/** Every mail of the shop: a navy band with the name, a white card, the address below. */
export function EmailLayout({ preview, heading, shop, children }: TLayoutProps) {
  const at = shop.name.trim().lastIndexOf(" ");
  const [first, last] = at > 0 ? [shop.name.slice(0, at), shop.name.slice(at + 1)] : ["", shop.name];
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: COLOURS.surface, fontFamily: FONT_STACK, color: COLOURS.ink }}>
        <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "24px 12px" }}>
          <Section style={{ backgroundColor: COLOURS.navy, borderRadius: "12px 12px 0 0", padding: "20px 32px" }}>
            <Text style={{ margin: 0, color: COLOURS.white, fontSize: "20px", fontWeight: 700 }}>
              {first ? <span style={{ color: COLOURS.brand }}>{first} </span> : null}
              {last}
            </Text>
          </Section>
          <Section style={{ backgroundColor: COLOURS.white, borderRadius: "0 0 12px 12px", padding: "32px" }}>
            <Heading as="h1" style={{ margin: "0 0 16px", fontSize: "22px", lineHeight: "1.3", color: COLOURS.ink }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Text
            style={{
              margin: "16px 0 0",
              fontSize: "12px",
              lineHeight: "1.5",
              color: COLOURS.inkMuted,
              textAlign: "center",
            }}
          >
            {shop.name} · {shop.address}
            <br />
            Phone{" "}
            <Link href={`tel:${shop.phone.replace(/[^0-9+]/g, "")}`} style={{ color: COLOURS.inkMuted }}>
              {shop.phone}
            </Link>{" "}
            · E-mail{" "}
            <Link href={`mailto:${shop.email}`} style={{ color: COLOURS.inkMuted }}>
              {shop.email}
            </Link>
            {shop.companyNumber ? (
              <>
                <br />
                Company number {shop.companyNumber}
              </>
            ) : null}
            {shop.vatNumber ? (
              <>
                <br />
                VAT number {shop.vatNumber}
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ margin: "0 0 16px", fontSize: "16px", lineHeight: "1.5", color: COLOURS.ink }}>{children}</Text>
  );
}

/** The one thing the mail asks for, with the link written out for clients that hide buttons. */
export function ActionButton({ label, url }: { label: string; url: string }) {
  return (
    <>
      <Section style={{ margin: "24px 0" }}>
        <Button
          href={url}
          style={{
            backgroundColor: COLOURS.brand,
            color: COLOURS.navy,
            padding: "12px 24px",
            borderRadius: "999px",
            fontWeight: 700,
            fontSize: "16px",
            textDecoration: "none",
          }}
        >
          {label}
        </Button>
      </Section>
      <Text style={{ margin: "0 0 8px", fontSize: "13px", lineHeight: "1.5", color: COLOURS.inkMuted }}>
        If the button does not work, copy this link into your browser:{" "}
        <Link href={url} style={{ color: COLOURS.navy, wordBreak: "break-all" }}>
          {url}
        </Link>
      </Text>
    </>
  );
}

export function Footnote({ children }: { children: ReactNode }) {
  return (
    <>
      <Hr style={{ borderColor: COLOURS.line, margin: "24px 0 16px" }} />
      <Text style={{ margin: 0, fontSize: "13px", lineHeight: "1.5", color: COLOURS.inkMuted }}>{children}</Text>
    </>
  );
}

/**
 * Text a customer typed over several lines ("No onions" / "Ring the top bell"), its line breaks
 * kept: HTML folds a newline into a space, and the plain-text part is made from the HTML, so both
 * read it as one run-on line. Each line stays a text node, escaped by React like any other; only
 * the <br /> between them is markup.
 */
export function TypedLines({ text }: { text: string }) {
  return (
    <>
      {text.split(/\r\n|\r|\n/).map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
