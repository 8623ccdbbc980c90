/**
 * The emails anyone can ask for by address, without signing in (docs/api.md#auth-and-user):
 * a password reset link (POST /api/auth/forgot-password, `password_reset`) and a one-time sign-in
 * link (POST /api/auth/login-link, `login_link`, the way in while sign-in is rate-limited).
 *
 * An unknown address is refused with 404 (docs/decisions/0011-readings-of-the-spec.md#forgot-password:
 * kept, but rate-limited per address and per client; the per-request limits are the route's,
 * middleware/rate-limit.ts). Each address gets at most 3 emails of each kind an hour, counted
 * durably in D1 from the tokens minted ({@link passwordResetEmailsLeft},
 * {@link loginLinkEmailsLeft}). The queue consumer mints the token when it renders the email and
 * checks the same count again (email/links.ts), so a burst queued before the first email is
 * rendered still gets at most 3.
 */
import { EMAIL_NOT_FOUND_MESSAGE, LOGIN_LINK_EMAIL_LIMIT_MESSAGE } from "../contract/account";
import type { Database } from "../db";
import { errorSummary } from "../lib/log";
import { enqueueEmail, mailLocale } from "./email-queue";
import { LimitReachedError, NotFoundError, UnavailableError } from "./errors";
import { loginLinkEmailsLeft } from "./login-links";
import { RESET_EMAIL_LIMIT_MESSAGE, passwordResetEmailsLeft } from "./password-reset";
import { findUserByEmail } from "./users";

/** The answer (503) when the email queue refuses the message; nothing was queued. */
const EMAIL_NOT_QUEUED_MESSAGE = /*i18n*/ "We could not send the email right now. Please try again in a few minutes.";

/** An email that recovers access to an account. */
type RecoveryEmail = "password_reset" | "login_link";

/** Per kind: how many more the user may get this hour, and the refusal when none. */
const HOURLY_LIMITS: Record<
  RecoveryEmail,
  { emailsLeft: (db: Database, userId: number) => Promise<number>; message: string }
> = {
  password_reset: { emailsLeft: passwordResetEmailsLeft, message: RESET_EMAIL_LIMIT_MESSAGE },
  login_link: { emailsLeft: loginLinkEmailsLeft, message: LOGIN_LINK_EMAIL_LIMIT_MESSAGE },
};

/**
 * Queues a `type` email to the account with address `email`, in the account's language; a sign-in
 * link returns to `next` (a path already checked by contract/next-path.ts) after signing in.
 * Nothing is queued when it throws.
 * @param email the normalised (trimmed, lower-cased) address, as the contract schemas give it.
 * @throws NotFoundError (404) {@link EMAIL_NOT_FOUND_MESSAGE} for an address without an account;
 *   LimitReachedError (429) RESET_EMAIL_LIMIT_MESSAGE or LOGIN_LINK_EMAIL_LIMIT_MESSAGE when the
 *   address had its emails of this kind this hour; UnavailableError (503) when the queue refuses
 *   the message (logged with the user id only).
 */
export async function sendRecoveryEmail(
  db: Database,
  queue: Queue,
  type: RecoveryEmail,
  email: string,
  next?: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new NotFoundError(EMAIL_NOT_FOUND_MESSAGE);
  const limit = HOURLY_LIMITS[type];
  if ((await limit.emailsLeft(db, user.id)) === 0) throw new LimitReachedError(limit.message);
  try {
    const envelope = { to: user.email, locale: mailLocale(user), userId: user.id };
    const data = { firstName: user.firstName };
    await enqueueEmail(
      queue,
      type === "login_link" && next ? { ...envelope, type, data: { ...data, next } } : { ...envelope, type, data },
    );
  } catch (error) {
    console.error(`${type} not queued`, user.id, errorSummary(error));
    throw new UnavailableError(EMAIL_NOT_QUEUED_MESSAGE);
  }
}
