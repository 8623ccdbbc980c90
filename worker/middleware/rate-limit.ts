/**
 * Rate limiting of auth endpoints with the Workers rate-limit binding (wrangler.toml
 * AUTH_RATE_LIMITER: 10 requests per 60 s per key). Keys combine the endpoint with the client
 * IP (CF-Connecting-IP) or with the submitted address, so one attacker cannot lock out a
 * victim's address from everywhere and one address cannot be hammered from many IPs unnoticed.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { HttpError } from "./errors";

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";

/** The client's IP as seen by Cloudflare; "local" in development. */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header("CF-Connecting-IP") ?? "local";
}

/**
 * Consumes one request from each key's budget.
 * @throws HttpError 429 when any key is over its limit.
 */
export async function enforceRateLimit(c: Context<AppEnv>, endpoint: string, ...subjects: string[]): Promise<void> {
  const results = await Promise.all(
    subjects.map((subject) => c.env.AUTH_RATE_LIMITER.limit({ key: `${endpoint}:${subject}` })),
  );
  if (results.some((r) => !r.success)) throw new HttpError(429, RATE_LIMIT_MESSAGE);
}
