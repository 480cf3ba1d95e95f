// The one layout of every mail Postloom sends, written with react-email: the heading, a few paragraphs, one
// button, small print, and (for notifications) the line that says why it came and how to stop it. The HTML
// part and the plain-text part are rendered from the same element.
import "server-only";
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text, render } from "@react-email/components";
import type { Mail } from "./index";

export type Letter = {
  to: string;
  subject: string;
  heading: string;
  /** Paragraphs before the button. */
  body: string[];
  action: { label: string; url: string };
  /** Small print after the button. */
  footnotes: string[];
  /** For mail the owner can turn off: why it came, the one-click link, and where all mail is set. */
  unsubscribe?: { reason: string; url: string; settingsUrl: string };
  headers?: Record<string, string>;
};

const INDIGO = "#4338ca";
const INK = "#1e1b4b";
const GREY = "#52525b";

const small = { fontSize: "13px", lineHeight: "20px", color: GREY } as const;

function LetterEmail({ subject, heading, body, action, footnotes, unsubscribe }: Letter) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{body[0] ?? subject}</Preview>
      <Body
        style={{ backgroundColor: "#f4f4f5", fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", color: INK, margin: 0, padding: "24px 0" }}
      >
        <Container style={{ backgroundColor: "#ffffff", borderRadius: "12px", maxWidth: "520px", padding: "32px 28px" }}>
          <Text style={{ color: INDIGO, fontSize: "16px", fontWeight: 700, margin: "0 0 16px" }}>Postloom</Text>
          <Heading as="h1" style={{ fontSize: "22px", lineHeight: "30px", margin: "0 0 16px" }}>
            {heading}
          </Heading>
          {body.map((paragraph, i) => (
            <Text key={i} style={{ fontSize: "15px", lineHeight: "24px", margin: "0 0 12px" }}>
              {paragraph}
            </Text>
          ))}
          <Section style={{ margin: "24px 0" }}>
            <Button
              href={action.url}
              style={{ backgroundColor: INDIGO, borderRadius: "8px", color: "#ffffff", fontSize: "15px", fontWeight: 600, padding: "12px 20px" }}
            >
              {action.label}
            </Button>
          </Section>
          {/* The plain-text part has the address beside the button already. */}
          <Text style={small} data-skip-in-text="true">
            Or paste this link into your browser:{" "}
            <Link href={action.url} style={{ color: INDIGO, wordBreak: "break-all" }}>
              {action.url}
            </Link>
          </Text>
          {footnotes.map((note, i) => (
            <Text key={i} style={small}>
              {note}
            </Text>
          ))}
          <Text style={{ fontSize: "15px", margin: "16px 0 0" }}>— The Postloom team</Text>
          {unsubscribe && (
            <>
              <Hr style={{ borderColor: "#e4e4e7", margin: "24px 0 16px" }} />
              <Text style={{ ...small, margin: 0 }}>
                {unsubscribe.reason}{" "}
                <Link href={unsubscribe.url} style={{ color: GREY, textDecoration: "underline" }}>
                  Unsubscribe from these emails
                </Link>{" "}
                or{" "}
                <Link href={unsubscribe.settingsUrl} style={{ color: GREY, textDecoration: "underline" }}>
                  choose which emails you get
                </Link>
                .
              </Text>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** The mail, HTML and plain text, ready for sendMail. */
export async function renderLetter(letter: Letter): Promise<Mail> {
  const element = <LetterEmail {...letter} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { to: letter.to, subject: letter.subject, html, text, headers: letter.headers };
}
