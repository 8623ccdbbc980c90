/**
 * Server-side settings: the event settings of the request (stored in D1, read by middleware/context.ts
 * per request and by the email consumer per batch; worker/services/event-settings.ts,
 * docs/data-model.md#event-settings), plus the Worker-only settings (admin domains, email, origin)
 * from the bindings.
 */
import type { EventSettings } from "./contract/event";

export interface ServerSettings {
  event: EventSettings;
  /** Lower-cased domains whose verified addresses are admins (docs/decisions/0003-admin-rule.md). */
  adminEmailDomains: string[];
  /** Sender of every email, e.g. "Conference 2025 <no-reply@conference2025.com>". */
  emailFrom: string;
  /** Origin used in links inside emails, e.g. "https://conference2025.com". */
  publicOrigin: string;
  /**
   * ADMIN_REQUIRE_MFA: organisers' sign-in sessions need a second factor for every admin API
   * (middleware/auth.ts, requireAdmin; docs/decisions/0019-second-factor-and-audit-log.md). On unless the
   * var is "false" (the local `npm start` sets that in .dev.vars).
   */
  adminRequireMfa: boolean;
}

/** The server settings: `event` as stored, the rest from the Worker environment. */
export function resolveSettings(env: Env, event: EventSettings): ServerSettings {
  return {
    event,
    adminEmailDomains: env.ADMIN_EMAIL_DOMAINS.split(",")
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
    emailFrom: env.EMAIL_FROM,
    publicOrigin: env.PUBLIC_ORIGIN.replace(/\/$/, ""),
    adminRequireMfa: env.ADMIN_REQUIRE_MFA?.trim().toLowerCase() !== "false",
  };
}
