/**
 * Event settings at build time (docs/data-model.md#event-settings). The Worker merges the wrangler var
 * `EVENT_SETTINGS_JSON` over the defaults at run time (worker/settings.ts); the web app cannot
 * read wrangler vars, so the build reads the same override and compiles it in:
 * - {@link readEventSettingsOverride}: the override JSON, from the environment variable
 *   `EVENT_SETTINGS_JSON` when set, else from `[vars]` of wrangler.toml;
 * - {@link eventSettingsDefine}: the Vite `define` entry that hands it to web/lib/settings.ts
 *   (used by vite.config.ts and by the prerender server of web/build/prerender.ts, so the
 *   prerendered HTML and its hydration use the same settings);
 * - {@link buildEventSettings}: the merged settings for Node-side build steps (web/build/pwa.ts).
 * Both sides merge with {@link mergeEventSettings}. A change of the override therefore needs a
 * rebuild and deploy (`npm run deploy` builds; README, Deploying).
 */
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";
import { mergeEventSettings, type EventSettings } from "../../worker/contract/event.ts";

/** The project's wrangler configuration. */
const WRANGLER_CONFIG = fileURLToPath(new URL("../../wrangler.toml", import.meta.url));

/** The compile-time constant that carries the override JSON (declared in web/lib/settings.ts). */
const EVENT_SETTINGS_CONSTANT = "__EVENT_SETTINGS_JSON__";

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

/**
 * Vite `define` entries that compile the override into the web app: `{ __EVENT_SETTINGS_JSON__:
 * "<the override as a JS string literal>" }`.
 * @throws SyntaxError when the override is not valid JSON, so the build fails instead of the page.
 */
export function eventSettingsDefine(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const override = readEventSettingsOverride(env);
  mergeEventSettings(override);
  return { [EVENT_SETTINGS_CONSTANT]: JSON.stringify(override) };
}

/** The event settings of this build (defaults merged with the override). */
export function buildEventSettings(env: NodeJS.ProcessEnv = process.env): EventSettings {
  return mergeEventSettings(readEventSettingsOverride(env));
}
