/**
 * Rate limiting of auth endpoints with the Workers rate-limit bindings (wrangler.toml):
 * AUTH_RATE_LIMITER (10 requests per 60 s per key) and AUTH_CEILING_RATE_LIMITER (50 per 60 s
 * per key). Keys combine the endpoint with the client IP (CF-Connecting-IP), the submitted
 * address, or both.
 *
 * Sign-in ({@link enforceLoginRateLimit}) must not let someone who knows only an address keep its
 * owner out: wrong passwords count against the address and the client together (10 per minute),
 * so guesses from other clients do not block the owner's; a higher ceiling per address (50 per
 * minute from all clients) stops guessing spread over many clients, and the same ceiling per
 * client across addresses stops one client from spraying (a venue's network puts many delegates
 * behind one address, so that one is not 10). While a limit holds, the owner can still sign in
 * with an emailed one-time link (POST /api/auth/login-link), and the 429 message says so.
 * A sign-in that presents a valid device cookie for the address (middleware/device-cookie.ts) is
 * limited per device only (10 per minute), never by the address's or the client's ceilings, so
 * guessing from many clients cannot lock the owner out of a browser they signed in with before.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { LimitReachedError } from "../services/errors";
import { trustedDevice } from "./device-cookie";

export const RATE_LIMIT_MESSAGE = /*i18n*/ "Too many attempts. Please wait a minute and try again.";

/** 429 answer of POST /api/auth/login: what to do now, including the way in that still works. */
export const LOGIN_RATE_LIMIT_MESSAGE =
  /*i18n*/ 'Too many sign-in attempts for this account. Please wait a minute and try again, or choose "Email me a sign-in link" to sign in with a one-time link.';

/** The binding a key counts against: 10 (strict) or 50 (ceiling) requests per 60 s. */
type Budget = "strict" | "ceiling";

const LIMITERS: Record<Budget, "AUTH_RATE_LIMITER" | "AUTH_CEILING_RATE_LIMITER"> = {
  strict: "AUTH_RATE_LIMITER",
  ceiling: "AUTH_CEILING_RATE_LIMITER",
};

/** The client's IP as seen by Cloudflare; "local" in development. */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header("CF-Connecting-IP") ?? "local";
}

/**
 * Consumes one request from each key's budget.
 * @throws LimitReachedError (429) with `message` when any key is over its limit.
 */
async function enforceBudgets(
  c: Context<AppEnv>,
  keys: ReadonlyArray<{ key: string; budget: Budget }>,
  message: string,
): Promise<void> {
  const results = await Promise.all(keys.map(({ key, budget }) => c.env[LIMITERS[budget]].limit({ key })));
  if (results.some((r) => !r.success)) throw new LimitReachedError(message);
}

/**
 * Consumes one request from the strict budget (10 per 60 s) of `endpoint` for each subject.
 * @throws LimitReachedError (429) {@link RATE_LIMIT_MESSAGE} when any key is over its limit.
 */
export async function enforceRateLimit(c: Context<AppEnv>, endpoint: string, ...subjects: string[]): Promise<void> {
  await enforceBudgets(
    c,
    subjects.map((subject) => ({ key: `${endpoint}:${subject}`, budget: "strict" as const })),
    RATE_LIMIT_MESSAGE,
  );
}

/**
 * Consumes one request from the ceiling budget (50 per 60 s) of `endpoint` for `subject`: for
 * actions a person repeats often, such as votes in a live room (docs/live-room.md#limits).
 * @throws LimitReachedError (429) {@link RATE_LIMIT_MESSAGE}.
 */
export async function enforceCeilingRateLimit(c: Context<AppEnv>, endpoint: string, subject: string): Promise<void> {
  await enforceBudgets(c, [{ key: `${endpoint}:${subject}`, budget: "ceiling" }], RATE_LIMIT_MESSAGE);
}

/**
 * The sign-in limits (see the module comment): with a valid device cookie for the address, that
 * device 10 per minute and nothing else; without, address and client together 10 per minute, and
 * the address from all clients and the client across addresses 50 per minute each.
 * @param email the normalised (trimmed, lower-cased) address.
 * @throws LimitReachedError (429) {@link LOGIN_RATE_LIMIT_MESSAGE}.
 */
export async function enforceLoginRateLimit(c: Context<AppEnv>, email: string): Promise<void> {
  const device = await trustedDevice(c, email);
  if (device) {
    await enforceBudgets(c, [{ key: `login-device:${device}`, budget: "strict" }], LOGIN_RATE_LIMIT_MESSAGE);
    return;
  }
  const ip = clientIp(c);
  await enforceBudgets(
    c,
    [
      { key: `login:${email}|${ip}`, budget: "strict" },
      { key: `login:${email}`, budget: "ceiling" },
      { key: `login:${ip}`, budget: "ceiling" },
    ],
    LOGIN_RATE_LIMIT_MESSAGE,
  );
}

/**
 * The limits of the second step of a sign-in (POST /api/auth/mfa), as for the password: the
 * account and client together 10 per minute, the account from all clients and the client across
 * accounts 50 per minute each.
 * @throws LimitReachedError (429) {@link LOGIN_RATE_LIMIT_MESSAGE}.
 */
export async function enforceMfaRateLimit(c: Context<AppEnv>, userId: number): Promise<void> {
  const ip = clientIp(c);
  await enforceBudgets(
    c,
    [
      { key: `mfa:${userId}|${ip}`, budget: "strict" },
      { key: `mfa:${userId}`, budget: "ceiling" },
      { key: `mfa:${ip}`, budget: "ceiling" },
    ],
    LOGIN_RATE_LIMIT_MESSAGE,
  );
}

/**
 * The limits of a private calendar feed (GET /api/calendar/{token}.ics): one feed 10 times a
 * minute (calendar apps fetch a subscription every few minutes at most, and a person may
 * subscribe on several devices), and one client 50 times a minute across feeds (calendar
 * services fetch many people's feeds from shared addresses).
 * @param tokenHash the SHA-256 (hex) of the token in the URL, so the limiter never holds a token.
 * @throws LimitReachedError (429) {@link RATE_LIMIT_MESSAGE}.
 */
export async function enforceFeedRateLimit(c: Context<AppEnv>, tokenHash: string): Promise<void> {
  await enforceBudgets(
    c,
    [
      { key: `calendar-feed:${tokenHash}`, budget: "strict" },
      { key: `calendar-feed:${clientIp(c)}`, budget: "ceiling" },
    ],
    RATE_LIMIT_MESSAGE,
  );
}
