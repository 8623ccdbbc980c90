/**
 * Transport selection by EMAIL_TRANSPORT:
 * - "email-service": Cloudflare Email Service through the `send_email` binding EMAIL (production);
 * - "outbox": each rendered message stored in R2 (MEDIA) under `outbox/` (local default, tests);
 * - "failing": always fails, to watch retries and the dead-letter queue locally and in tests.
 */
import type { EmailTransport } from "../transport";
import { emailServiceTransport } from "./email-service";
import { failingTransport } from "./failing";
import { outboxTransport } from "./outbox";

/**
 * The transport named by EMAIL_TRANSPORT.
 * @throws Error for an unknown name (a configuration mistake; the consumer retries the message).
 */
export function createTransport(env: Pick<Env, "EMAIL_TRANSPORT" | "EMAIL" | "MEDIA">): EmailTransport {
  switch (env.EMAIL_TRANSPORT) {
    case "email-service":
      return emailServiceTransport(env.EMAIL);
    case "outbox":
      return outboxTransport(env.MEDIA);
    case "failing":
      return failingTransport();
    default:
      throw new Error(`Unknown EMAIL_TRANSPORT "${env.EMAIL_TRANSPORT}"`);
  }
}
