/**
 * Links inside emails, absolute on PUBLIC_ORIGIN: one-time login and reset links (tokens minted
 * here, at render time, and stored hashed) and the unsubscribe links of non-essential mail.
 * Never log their results.
 *
 * Secrets in these URLs (docs/architecture.md#performance-budget: tokens never reach URLs that outlive one
 * request). An emailed link must carry its secret, so the request that opens it is the one
 * request the token travels in. Login and reset links open /auth and /reset-password, which are
 * static copies of the app shell served by the asset layer (web/build/prerender.ts): the Worker
 * is not invoked, so its logs never see the token.
 * - login and reset tokens work once and expire (7 days, 1 hour); the web app reads them on load
 *   and replaces the address at once (web/features/auth/login-link.tsx,
 *   web/routes/reset-password.tsx), so they stay out of history, bookmarks and Referer headers;
 * - the one-click unsubscribe token is an HMAC of the address that can do exactly one thing:
 *   unsubscribe that address from non-essential email (RFC 8058 requires the link to keep
 *   working, so it does not expire). Signed and purpose-limited, it is acceptable in a URL;
 *   the page link carries only the address.
 */
import { eq } from "drizzle-orm";
import { loginTokens, passwordResetTokens } from "../../db/schema";
import type { Database } from "../db";
import { NEXT_PARAM, safeNextPath } from "../contract/next-path";
import { sha256Hex } from "../lib/crypto";
import { loginLinkEmailsLeft, mintLoginToken } from "../services/login-links";
import { mintPasswordResetToken, passwordResetEmailsLeft } from "../services/password-reset";
import { signUnsubscribeToken } from "../services/unsubscribe";
import type { ServerSettings } from "../settings";
import type { UnsubscribeLinks } from "./compose";
import type { LinkKind } from "./templates";

/** A minted link, and how to take its token back when the email carrying it was not sent. */
export interface MintedLink {
  link: string;
  /**
   * Deletes the token (one D1 query): a send that failed must not leave a usable token behind,
   * nor count against the address's reset emails this hour ({@link passwordResetEmailsLeft}).
   */
  withdraw: () => Promise<void>;
}

/**
 * Why {@link mintLink} minted nothing: the account is gone, or the address had its reset emails
 * or its requested sign-in links this hour.
 */
export type NoLinkReason = "no-account" | "reset-limit" | "login-link-limit";

/**
 * Mints a one-time token for `userId` and returns its link: `/auth?token=` for a login link
 * ("login" and "sign-in"; any path but /reset-password signs in, docs/product.md; a signed-in visitor of
 * /auth goes on to /app, or to `next` when it is a path of this origin: contract/next-path.ts) or
 * `/reset-password?token=`. A reset link is minted only while the user
 * has reset emails left this hour ({@link passwordResetEmailsLeft}), a requested sign-in link only
 * while they have sign-in links left ({@link loginLinkEmailsLeft}): the endpoints check the same
 * counts, but a burst of requests queued before the first email is rendered is caught only here.
 * D1 queries: 1 for a login link, 2 for a reset or sign-in link.
 * @returns the link (with a way to withdraw its token), or why there is none.
 */
export async function mintLink(
  db: Database,
  settings: ServerSettings,
  kind: LinkKind,
  userId: number,
  next?: string,
): Promise<MintedLink | { none: NoLinkReason }> {
  if (kind === "reset" && (await passwordResetEmailsLeft(db, userId)) === 0) return { none: "reset-limit" };
  if (kind === "sign-in" && (await loginLinkEmailsLeft(db, userId)) === 0) return { none: "login-link-limit" };
  const reset = kind === "reset";
  const token = reset ? await mintPasswordResetToken(db, userId) : await mintLoginToken(db, userId);
  if (!token) return { none: "no-account" };
  const path = reset ? "/reset-password" : "/auth";
  const returnTo = !reset && safeNextPath(next) ? `&${NEXT_PARAM}=${encodeURIComponent(next!)}` : "";
  return {
    link: `${settings.publicOrigin}${path}?token=${token}${returnTo}`,
    withdraw: async () => {
      const hash = await sha256Hex(token);
      if (reset) await db.delete(passwordResetTokens).where(eq(passwordResetTokens.token, hash));
      else await db.delete(loginTokens).where(eq(loginTokens.token, hash));
    },
  };
}

/** The unsubscribe page and the signed RFC 8058 one-click URL for `email`. */
export async function unsubscribeLinks(
  settings: ServerSettings,
  secret: string,
  email: string,
): Promise<UnsubscribeLinks> {
  const address = encodeURIComponent(email);
  const token = await signUnsubscribeToken(secret, email);
  return {
    pageUrl: `${settings.publicOrigin}/unsubscribe?email=${address}`,
    oneClickUrl: `${settings.publicOrigin}/api/unsubscribe/one-click?email=${address}&token=${token}`,
  };
}
