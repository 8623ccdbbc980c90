/**
 * Server-side settings: the event settings with the wrangler var override (docs/data-model.md#event-settings
 * settings; merged by {@link mergeEventSettings}, as the web build does), plus the Worker-only
 * settings (admin domains, email, origin).
 */
import { mergeEventSettings, type EventSettings } from "./contract/event";

export interface ServerSettings {
  event: EventSettings;
  /** Lower-cased domains whose verified addresses are admins (docs/decisions/0003-admin-rule.md). */
  adminEmailDomains: string[];
  /** Sender of every email, e.g. "Conference 2025 <no-reply@conference2025.com>". */
  emailFrom: string;
  /** Origin used in links inside emails, e.g. "https://conference2025.com". */
  publicOrigin: string;
}

/**
 * Resolves settings from the Worker environment. `EVENT_SETTINGS_JSON`, when set, is a partial
 * {@link EventSettings} merged over the defaults ({@link mergeEventSettings}).
 * @throws SyntaxError when EVENT_SETTINGS_JSON is not valid JSON (a deploy-time mistake).
 */
export function resolveSettings(env: Env): ServerSettings {
  return {
    event: mergeEventSettings(env.EVENT_SETTINGS_JSON),
    adminEmailDomains: env.ADMIN_EMAIL_DOMAINS.split(",")
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
    emailFrom: env.EMAIL_FROM,
    publicOrigin: env.PUBLIC_ORIGIN.replace(/\/$/, ""),
  };
}
