/**
 * Second-factor helpers for Worker tests: the code an authenticator app shows, and enrolling a
 * session's account in TOTP through the API (docs/api.md#second-factor).
 */
import { Secret, TOTP } from "otpauth";
import { api, expectJson } from "./helpers";

/** The code an authenticator app shows for `secret` at `ms` (RFC 6238: SHA-1, 6 digits, 30 s). */
export function codeAt(secret: string, ms = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: ms,
  });
}

/** Sets up and turns on TOTP for the session `token`; returns the secret and the recovery codes. */
export async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await expectJson(api(token).account.mfa.totp.setup.$post(), 200);
  const { recoveryCodes } = await expectJson(
    api(token).account.mfa.totp.enable.$post({ json: { code: codeAt(setup.secret) } }),
    200,
  );
  return { secret: setup.secret, recoveryCodes };
}
