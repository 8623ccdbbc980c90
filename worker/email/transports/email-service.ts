/**
 * EMAIL_TRANSPORT="email-service": Cloudflare Email Service through the `send_email` binding
 * (`env.EMAIL.send({ from, to, subject, html, text, headers, replyTo })` answers `{ messageId }`;
 * failures throw an Error with a `code`, see the Workers API error codes). Only allow-listed or
 * `X-` headers are accepted, and List-Unsubscribe must be an https URI (Email Service headers
 * reference): PUBLIC_ORIGIN must be https in production.
 */
import { TransportError, type EmailTransport } from "../transport";

/** Error codes that would fail again unchanged: logged once, not retried. */
const PERMANENT_CODES = new Set([
  "E_VALIDATION_ERROR",
  "E_FIELD_MISSING",
  "E_TOO_MANY_RECIPIENTS",
  "E_RECIPIENT_NOT_ALLOWED",
  "E_RECIPIENT_SUPPRESSED",
  "E_CONTENT_TOO_LARGE",
  "E_HEADER_NOT_ALLOWED",
  "E_HEADER_USE_API_FIELD",
  "E_HEADER_VALUE_INVALID",
  "E_HEADER_VALUE_TOO_LONG",
  "E_HEADER_NAME_INVALID",
  "E_HEADERS_TOO_LARGE",
  "E_HEADERS_TOO_MANY",
]);

/** "Name <a@b.c>" as the binding's `{ name, email }`; a bare address stays a string. */
function parseMailbox(value: string): string | EmailAddress {
  const match = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  if (!match) return value.trim();
  return match[1] ? { name: match[1].replace(/^"|"$/g, ""), email: match[2]! } : match[2]!;
}

export function emailServiceTransport(binding: SendEmail): EmailTransport {
  return {
    name: "email-service",
    async send(email) {
      try {
        const result = await binding.send({
          from: parseMailbox(email.from),
          to: email.to,
          ...(email.replyTo ? { replyTo: parseMailbox(email.replyTo) } : {}),
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: email.headers,
        });
        return { messageId: result.messageId, metadata: {} };
      } catch (error) {
        const code = typeof (error as { code?: unknown }).code === "string" ? (error as { code: string }).code : null;
        const message = error instanceof Error ? error.message : String(error);
        throw new TransportError(message, code, code !== null && PERMANENT_CODES.has(code));
      }
    },
  };
}
