/**
 * Server-side settings: {@link DEFAULT_SETTINGS} with wrangler var overrides
 * (decisions.md, Event settings), plus the Worker-only settings (admin domains, email, origin).
 */
import { DEFAULT_SETTINGS, type EventSettings } from "./contract/event";

export interface ServerSettings {
  event: EventSettings;
  /** Lower-cased domains whose verified addresses are admins (decisions.md, Admin role). */
  adminEmailDomains: string[];
  /** Sender of every email, e.g. "Conference 2025 <no-reply@conference2025.com>". */
  emailFrom: string;
  /** Origin used in links inside emails, e.g. "https://conference2025.com". */
  publicOrigin: string;
}

/**
 * Resolves settings from the Worker environment.
 * `EVENT_SETTINGS_JSON`, when set, is a partial {@link EventSettings} merged over the defaults
 * (shallowly per top-level key, and per event for `events`).
 * @throws SyntaxError when EVENT_SETTINGS_JSON is not valid JSON (a deploy-time mistake).
 */
export function resolveSettings(env: Env): ServerSettings {
  const override = env.EVENT_SETTINGS_JSON ? (JSON.parse(env.EVENT_SETTINGS_JSON) as Partial<EventSettings>) : {};
  const event: EventSettings = {
    ...DEFAULT_SETTINGS,
    ...override,
    events: {
      AC2025: { ...DEFAULT_SETTINGS.events.AC2025, ...override.events?.AC2025 },
      GC_POWERLIST: { ...DEFAULT_SETTINGS.events.GC_POWERLIST, ...override.events?.GC_POWERLIST },
    },
  };
  return {
    event,
    adminEmailDomains: env.ADMIN_EMAIL_DOMAINS.split(",")
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
    emailFrom: env.EMAIL_FROM,
    publicOrigin: env.PUBLIC_ORIGIN.replace(/\/$/, ""),
  };
}
