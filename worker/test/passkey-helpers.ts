/**
 * A software authenticator for Worker tests (WebAuthn Level 3): an ES256 (ECDSA P-256, SHA-256)
 * key pair made with WebCrypto, answering registration options with a "none" attestation
 * (section 8.7) and authentication options with an assertion (section 6.3.3), as a browser's
 * `navigator.credentials` would return them through `@simplewebauthn/browser`. Also the API steps
 * that add a passkey to a signed-in account (docs/api.md#second-factor).
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import { base64url } from "jose";
import type { Passkey } from "../contract/mfa";
import { api, expectJson } from "./helpers";

/** The origin the tests' Worker serves (PUBLIC_ORIGIN in vitest.config.ts). */
const TEST_ORIGIN = "http://localhost:8787";

/** Authenticator data flags (section 6.1): user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

/** A DER INTEGER of the unsigned big-endian `bytes` (leading zeros dropped, a 0 added before a high bit). */
function derInteger(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.slice(start);
  const body = trimmed[0]! & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
  return concat(new Uint8Array([0x02, body.length]), body);
}

/** WebCrypto's raw r‖s ECDSA signature as the DER SEQUENCE WebAuthn carries (section 6.5.5). */
function derSignature(raw: Uint8Array): Uint8Array {
  const body = concat(derInteger(raw.slice(0, 32)), derInteger(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** What a test may change in an answer to tell the server's checks apart. */
export interface AnswerOptions {
  /** The origin in clientDataJSON; the app's by default. */
  origin?: string;
  /** The RP ID hashed into the authenticator data; the options' by default. */
  rpId?: string;
  /** The challenge signed; the options' by default. */
  challenge?: string;
  /** The signature counter to report; one more than the last by default. */
  counter?: number;
}

export class SoftAuthenticator {
  /** The credential id, base64url. */
  readonly credentialId: string;
  /** The last signature counter reported. */
  counter = 0;

  private constructor(
    private readonly keys: CryptoKeyPair,
    private readonly rawId: Uint8Array,
  ) {
    this.credentialId = base64url.encode(rawId);
  }

  /** The PublicKeyCredential JSON around an authenticator `response` (section 5.1.8, toJSON). */
  private credential<R>(response: R) {
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      clientExtensionResults: {},
      response,
    };
  }

  /** A new authenticator with one fresh ES256 credential (16 random bytes of id). */
  static async create(): Promise<SoftAuthenticator> {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    return new SoftAuthenticator(keys, crypto.getRandomValues(new Uint8Array(16)));
  }

  private async authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array) {
    const rpIdHash = await sha256(new TextEncoder().encode(rpId));
    return concat(rpIdHash, new Uint8Array([flags]), uint32(counter), attested ?? new Uint8Array());
  }

  /** The credential public key as a COSE_Key (RFC 9053: kty EC2, alg ES256, crv P-256, x, y). */
  private async coseKey(): Promise<Uint8Array> {
    const jwk = (await crypto.subtle.exportKey("jwk", this.keys.publicKey)) as JsonWebKey;
    const key = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, base64url.decode(jwk.x!)],
      [-3, base64url.decode(jwk.y!)],
    ]);
    return isoCBOR.encode(key);
  }

  /** Answers registration options as `startRegistration` would: attestation "none", counter 0. */
  async register(
    options: PublicKeyCredentialCreationOptionsJSON,
    answer: AnswerOptions = {},
  ): Promise<RegistrationResponseJSON> {
    const attested = concat(
      new Uint8Array(16), // AAGUID: all zeros for "none" attestation (section 8.7)
      new Uint8Array([this.rawId.length >> 8, this.rawId.length & 0xff]),
      this.rawId,
      await this.coseKey(),
    );
    const authData = await this.authenticatorData(
      answer.rpId ?? options.rp.id ?? "",
      UP | UV | AT,
      answer.counter ?? 0,
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, never>()],
        ["authData", authData],
      ]),
    );
    const data = clientData("webauthn.create", answer.challenge ?? options.challenge, answer.origin ?? TEST_ORIGIN);
    return this.credential({
      clientDataJSON: base64url.encode(data),
      attestationObject: base64url.encode(attestationObject),
      transports: ["internal"],
    });
  }

  /** Answers authentication options as `startAuthentication` would, the counter one higher. */
  async assert(
    options: PublicKeyCredentialRequestOptionsJSON,
    answer: AnswerOptions = {},
  ): Promise<AuthenticationResponseJSON> {
    this.counter = answer.counter ?? this.counter + 1;
    const authData = await this.authenticatorData(answer.rpId ?? options.rpId ?? "", UP | UV, this.counter);
    const data = clientData("webauthn.get", answer.challenge ?? options.challenge, answer.origin ?? TEST_ORIGIN);
    const signed = concat(authData, await sha256(data));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed),
    );
    return this.credential({
      clientDataJSON: base64url.encode(data),
      authenticatorData: base64url.encode(authData),
      signature: base64url.encode(derSignature(raw)),
    });
  }
}

/** Adds a passkey of a new software authenticator to the account of session `token`. */
export async function addPasskeyTo(
  token: string,
  name?: string,
): Promise<{ authenticator: SoftAuthenticator; passkey: Passkey }> {
  const authenticator = await SoftAuthenticator.create();
  const options = await expectJson(api(token).account.mfa.passkeys.options.$post(), 200);
  const response = await authenticator.register(options);
  const passkey = await expectJson(
    api(token).account.mfa.passkeys.$post({ json: { ...(name === undefined ? {} : { name }), response } }),
    201,
  );
  return { authenticator, passkey };
}
