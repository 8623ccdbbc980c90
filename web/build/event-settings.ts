/**
 * Event settings at build time (docs/data-model.md#event-settings), for the build steps that
 * cannot read the stored settings: the web app manifest (web/build/pwa.ts), the static `_headers`
 * file and the head tags of the build-time documents (web/build/prerender.ts). They are the
 * defaults with the `EVENT_SETTINGS_JSON` override merged over them, the same seed the Worker uses
 * before the first save (worker/services/event-settings.ts). The screens read the stored settings
 * as data (web/lib/event-settings.ts), so a save needs no rebuild.
 * - {@link readEventSettingsOverride}: the override JSON, from the environment variable
 *   `EVENT_SETTINGS_JSON` when set, else from `[vars]` of wrangler.toml;
 * - {@link buildEventSettings}: the merged settings.
 */
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";
import type { EventSettings } from "../../worker/contract/event.ts";
import { mergeEventSettings } from "../../worker/contract/default-settings.ts";

/** The project's wrangler configuration. */
const WRANGLER_CONFIG = fileURLToPath(new URL("../../wrangler.toml", import.meta.url));

/**
 * The `EVENT_SETTINGS_JSON` override the build uses: `env.EVENT_SETTINGS_JSON` when set (even to
 * ""), else the var of that name in wrangler.toml (in the environment named by CLOUDFLARE_ENV,
 * as the Cloudflare Vite plugin reads it), else "" (the defaults).
 * @throws TypeError when the wrangler var is not a string.
 */
export function readEventSettingsOverride(env: NodeJS.ProcessEnv = process.env, configPath = WRANGLER_CONFIG): string {
  if (env.EVENT_SETTINGS_JSON !== undefined) return env.EVENT_SETTINGS_JSON;
  const value =
    unstable_readConfig({ config: configPath, env: env.CLOUDFLARE_ENV }, { hideWarnings: true }).vars
      .EVENT_SETTINGS_JSON ?? "";
  if (typeof value !== "string")
    throw new TypeError("EVENT_SETTINGS_JSON in wrangler.toml [vars] must be a string of JSON");
  return value;
}

/** The event settings of this build (defaults merged with the override). */
export function buildEventSettings(env: NodeJS.ProcessEnv = process.env): EventSettings {
  return mergeEventSettings(readEventSettingsOverride(env));
}
