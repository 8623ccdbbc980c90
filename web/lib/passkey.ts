/**
 * The browser's side of passkeys (WebAuthn; docs/api.md#second-factor): `@simplewebauthn/browser`
 * turns the server's options into a `navigator.credentials` call and its result into JSON. The
 * library is imported on first use, so only the screens that add or use a passkey load it (the
 * public pages and the app shell do not).
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";

/** What the person sees when the browser's passkey prompt fails or is closed. */
export const PASSKEY_PROMPT_FAILED = /*i18n*/ "The passkey prompt was closed or failed. Please try again.";

/** The browser's own errors (cancelled, timed out, no passkey) become {@link PASSKEY_PROMPT_FAILED}. */
async function prompt<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw new Error(PASSKEY_PROMPT_FAILED);
  }
}

/** Creates a passkey for registration options (navigator.credentials.create). */
export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  return prompt(() => startRegistration({ optionsJSON }));
}

/** Signs authentication options with one of the account's passkeys (navigator.credentials.get). */
export async function signWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return prompt(() => startAuthentication({ optionsJSON }));
}
