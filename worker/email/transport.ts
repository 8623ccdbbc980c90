/**
 * The email transport interface (docs/decisions/0008-email-pipeline.md): a rendered {@link OutgoingEmail} goes
 * in, the provider's message id comes out, failures are {@link TransportError}s. The
 * implementations live in ./transports/ and EMAIL_TRANSPORT picks one (./transports/index.ts).
 */
import type { EmailType } from "./messages";

/** A rendered email, ready to send. Addresses are plain (`a@b.c`) or "Name <a@b.c>". */
export interface OutgoingEmail {
  emailType: EmailType;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, Auto-Submitted...); Email Service allows only some. */
  headers: Record<string, string>;
}

interface SendResult {
  /** The provider's message id; delivery events refer to it. */
  messageId: string;
  /** Logged in email_logs.transportMetadata (e.g. the outbox key). */
  metadata: Record<string, unknown>;
}

export interface EmailTransport {
  /** "email-service", "outbox" or "failing"; logged with every attempt. */
  readonly name: string;
  /** @throws TransportError when the message was not accepted. */
  send(email: OutgoingEmail): Promise<SendResult>;
}

/**
 * A send that failed. `permanent` failures (invalid payload, suppressed recipient...) would fail
 * the same way again, so the consumer logs them without retrying.
 */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
    readonly permanent = false,
  ) {
    super(message);
    this.name = "TransportError";
  }
}
