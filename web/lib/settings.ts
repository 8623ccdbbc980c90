/**
 * The event settings every screen shows (docs/data-model.md#event-settings; docs/data-model.md#event-settings): the defaults
 * of worker/contract/event.ts with the `EVENT_SETTINGS_JSON` override that the build read
 * (web/build/event-settings.ts) and compiled in as `__EVENT_SETTINGS_JSON__`, merged by the same
 * {@link mergeEventSettings} as the Worker, so the screens, the prerendered public pages and
 * their hydration agree with the API, the emails, the PDFs and the calendars. An override
 * changed after the build shows only after a rebuild and deploy (README, Deploying).
 * Where the constant is not defined (component tests), the defaults apply.
 */
import { mergeEventSettings, type EventSettings } from "../../worker/contract/event";

/** The override JSON compiled in by the build ("" for none); see web/build/event-settings.ts. */
declare const __EVENT_SETTINGS_JSON__: string | undefined;

export const EVENT_SETTINGS: EventSettings = mergeEventSettings(
  typeof __EVENT_SETTINGS_JSON__ === "undefined" ? undefined : __EVENT_SETTINGS_JSON__,
);
