/**
 * The hostile-input specs that worker/test/security-input.test.ts walks: the values each kind of
 * field is fed and the outcome each must have, the fixtures the requests refer to, and one spec
 * per write route of the app (a valid body and the kind of each of its fields, ids in the path,
 * and extra cases such as uploads). Adding a write route means adding its spec here.
 */
import { env } from "cloudflare:workers";
import { zipSync } from "fflate";
import type { RegisterInput } from "../contract/auth";
import { DEFAULT_SETTINGS } from "../contract/default-settings";
import { signUnsubscribeToken } from "../services/unsubscribe";
import { fileOf, workbookOf } from "./admin-helpers";
import {
  PUSH_KEYS,
  TEST_PASSWORD,
  api,
  confirmAndSignIn,
  expectJson,
  loginLinkToken,
  registration,
  resetLinkToken,
  signedIn,
  withSession,
} from "./helpers";
import type { RouteKey } from "./security-routes";
import { recordingBindings, type SendOptions } from "./security-state";

// ---------------------------------------------------------------------------------------------
// Values

/** Text that is legitimate content for a free-text field (and hostile anywhere else). */
const HOSTILE_TEXT: Record<string, string> = {
  "SQL (drop table)": "'; DROP TABLE users; --",
  "SQL (tautology)": "1 OR 1=1",
  "script tag": "<script>alert(1)</script>",
  "img onerror": "<img src=x onerror=alert(1)>",
  "bold tag": "<b>bold</b>",
  "RTL override": "abc\u202Egnp.exe",
  "zero-width joiners": "👩\u200D💻 a\u200Db",
  emoji: "🎉🇰🇼",
  Arabic: "مؤتمر الكويت",
};

/** Valid JSON ("\ud800") that is not well-formed Unicode: D1 would store U+FFFD instead. */
const MALFORMED_TEXT: Record<string, string> = {
  "lone high surrogate": "\ud800",
  "lone low surrogate inside text": "a\udc00b",
};

const ONE_MB = "x".repeat(1024 * 1024);

const WRONG_TYPES: Record<string, unknown> = {
  null: null,
  number: 42,
  boolean: true,
  array: ["x"],
  object: { $ne: "" },
};

/** What a field holds, which decides how each value must be treated. */
export type Kind =
  /** Free text: hostile text is stored verbatim (`min`: shorter values are padded to it). */
  | { kind: "text"; nullable?: boolean; min?: number }
  /** A pattern or an enum (email, phone, URL, time, token, event): hostile text is refused. */
  | { kind: "refused"; nullable?: boolean }
  /** Accepted and not stored (e.g. the read-only email of the profile form). */
  | { kind: "ignored" }
  /** A new password (6..128 characters of anything), with its confirmation field. */
  | { kind: "password"; confirm: string }
  | { kind: "number" }
  | { kind: "boolean" }
  /** A list of free texts (expertise). */
  | { kind: "textList" }
  /** A list of ids. */
  | { kind: "numberList" };

type Outcome = "refused" | "verbatim" | "accepted";

export interface Probe {
  name: string;
  value: unknown;
  outcome: Outcome;
}

function padded(value: string, min = 0): string {
  return value.length >= min ? value : `${value} (padded to the minimum length)`;
}

/** The values a field of `kind` is fed, with the outcome each must have. */
export function probesFor(kind: Kind): Probe[] {
  const text = (outcome: Outcome, map = (v: string) => v as unknown) =>
    Object.entries(HOSTILE_TEXT).map(([name, value]) => ({ name, value: map(value), outcome }));
  const refusedText = (map = (v: string) => v as unknown): Probe[] => [
    ...Object.entries(MALFORMED_TEXT).map(([name, value]) => ({
      name,
      value: map(value),
      outcome: "refused" as const,
    })),
    { name: "1 MB string", value: map(ONE_MB), outcome: "refused" },
  ];
  const wrongTypes = (except: string[] = []): Probe[] =>
    Object.entries(WRONG_TYPES)
      .filter(([name]) => !except.includes(name))
      .map(([name, value]) => ({ name, value, outcome: "refused" }));
  switch (kind.kind) {
    case "text":
      return [
        ...text("verbatim", (v) => padded(v, kind.min)),
        ...refusedText(),
        ...wrongTypes(kind.nullable ? ["null"] : []),
        ...(kind.nullable ? [{ name: "null", value: null, outcome: "verbatim" as const }] : []),
      ];
    case "refused":
      return [...text("refused"), ...refusedText(), ...wrongTypes(kind.nullable ? ["null"] : [])];
    case "ignored":
      return [...text("accepted"), ...refusedText(), ...wrongTypes()];
    case "password":
      return [...text("accepted", (v) => padded(v, 10)), ...refusedText(), ...wrongTypes()];
    case "number":
      return [
        ...text("refused"),
        ...wrongTypes(["number"]),
        ...[
          ["numeric text", "1"],
          ["zero", 0],
          ["negative", -1],
          ["fraction", 1.5],
          ["huge", 1e308],
        ].map(([name, value]) => ({
          name: name as string,
          value,
          outcome: "refused" as const,
        })),
      ];
    case "boolean":
      return [
        ...text("refused"),
        ...wrongTypes(["boolean"]),
        { name: "text true", value: "true", outcome: "refused" },
        { name: "one", value: 1, outcome: "refused" },
      ];
    case "textList":
      return [
        ...text("verbatim", (v) => [v]),
        ...refusedText((v) => [v]),
        { name: "text instead of a list", value: "PPP", outcome: "refused" },
        { name: "null item", value: [null], outcome: "refused" },
        { name: "number item", value: [42], outcome: "refused" },
        { name: "nested list", value: [["PPP"]], outcome: "refused" },
        { name: "object", value: { 0: "PPP" }, outcome: "refused" },
        { name: "null", value: null, outcome: "refused" },
        { name: "1,000 items", value: Array.from({ length: 1000 }, (_, i) => `skill ${i}`), outcome: "refused" },
      ];
    case "numberList":
      return [
        { name: "text instead of a list", value: "1", outcome: "refused" },
        { name: "numeric text item", value: ["1"], outcome: "refused" },
        { name: "SQL item", value: ["1 OR 1=1"], outcome: "refused" },
        { name: "fraction item", value: [1.5], outcome: "refused" },
        { name: "negative item", value: [-1], outcome: "refused" },
        { name: "null item", value: [null], outcome: "refused" },
        { name: "object", value: { 0: 1 }, outcome: "refused" },
        { name: "null", value: null, outcome: "refused" },
        { name: "10,000 items", value: Array.from({ length: 10_000 }, (_, i) => i + 1), outcome: "refused" },
      ];
  }
}

/** Path ids that are not a plain decimal id, several of them spellings of the real id `t`. */
export function hostileIds(t: number): Record<string, string> {
  return {
    zero: "0",
    negative: "-1",
    fraction: `${t}.0`,
    "leading zero": `0${t}`,
    hexadecimal: `0x${t.toString(16)}`,
    exponent: `${t}e0`,
    "leading space": `%20${t}`,
    "SQL tautology": `${t}%20OR%201=1`,
    "SQL drop": `${t};DROP%20TABLE%20users`,
    "script tag": "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "20 digits": "99999999999999999999",
    "Arabic-Indic digit": "%D9%A1",
    "lone surrogate (UTF-8 of U+D800)": "%ED%A0%80",
    "NUL byte": `${t}%00`,
  };
}

// ---------------------------------------------------------------------------------------------
// Fixtures

export interface Account {
  id: number;
  email: string;
  token: string;
}

export interface Fixtures {
  delegates: Account[];
  admin: Account;
  resetUser: Account;
  /** Redeems the login links of the login-token spec (the first one confirms the address). */
  linkUser: Account;
  /** Signed in by a login link that confirmed the address: has no password until they choose one. */
  chooser: Account;
  questionId: number;
  speakerId: number;
  agendaItemId: number;
  /** A visible question on {@link agendaItemId}'s live room. */
  sessionQuestionId: number;
  /** An open poll of three options on {@link agendaItemId}. */
  pollId: number;
  sponsorId: number;
}

let fx: Fixtures;

/** The fixtures of the running test file (set up by {@link setUpFixtures}). */
export function fixtures(): Fixtures {
  return fx;
}

/** Emails of the fixtures' requests go to the security tests' recording queue, like the specs'. */
const fixtureApi = (token?: string) => api(token, { bindings: recordingBindings });

async function register(overrides: Partial<RegisterInput> = {}): Promise<Account> {
  const registered = await expectJson(fixtureApi().auth.register.$post({ json: registration(overrides) }), 201);
  const { id, email, authToken } = signedIn(registered);
  return { id, email, token: authToken };
}

/**
 * Creates the accounts and content the specs' requests refer to: 8 delegates (enough callers for
 * every accepted enquiry and question within the per-user rate limits), an admin, the accounts of
 * the reset, login-link and choose-password specs, a question, a speaker and an agenda item.
 */
export async function setUpFixtures(): Promise<void> {
  const delegates: Account[] = [];
  for (let i = 0; i < 8; i++) delegates.push(await register());
  const organiser = await register({ email: `organiser-${crypto.randomUUID().slice(0, 8)}@conference2025.com` });
  const admin = { ...organiser, token: (await confirmAndSignIn(organiser.id, organiser.email)).authToken };
  const resetUser = await register();
  const linkUser = await register();
  const unconfirmed = await register();
  const confirmed = withSession(
    await expectJson(
      fixtureApi().auth["login-token"].$post({ json: { token: await loginLinkToken(unconfirmed.id) } }),
      200,
    ),
  );
  const chooser = { ...unconfirmed, token: confirmed.authToken };
  const question = await expectJson(
    fixtureApi(delegates[0]!.token).qna.$post({ json: { question: "Is there parking at the venue?" } }),
    201,
  );
  const speaker = await env.DB.prepare(
    "INSERT INTO speakers (name, surname, company, position, display_order) VALUES ('Fatima', 'Test', 'Co', 'Role', 1) RETURNING id",
  ).first<{ id: number }>();
  const item = await env.DB.prepare(
    "INSERT INTO agenda_items (title, start_time, end_time, date) VALUES ('Opening', '08:00', '08:30', '2025-10-13') RETURNING id",
  ).first<{ id: number }>();
  const sessionQuestion = await env.DB.prepare(
    "INSERT INTO qna_questions (user_id, question, agenda_item_id) VALUES (?, 'What comes after the panel?', ?) RETURNING id",
  )
    .bind(delegates[1]!.id, item!.id)
    .first<{ id: number }>();
  const poll = await env.DB.prepare(
    `INSERT INTO polls (agenda_item_id, question, options, status) VALUES (?, 'Where next?', '["Kuwait","Jahra","Ahmadi"]', 'open') RETURNING id`,
  )
    .bind(item!.id)
    .first<{ id: number }>();
  const sponsor = await env.DB.prepare(
    "INSERT INTO sponsors (name, logo_url, tier) VALUES ('Gulf Bank', '/api/media/sponsors/00000000-0000-4000-8000-000000000000.png', 'gold') RETURNING id",
  ).first<{ id: number }>();
  fx = {
    delegates,
    admin,
    resetUser,
    linkUser,
    chooser,
    questionId: question.id,
    speakerId: speaker!.id,
    agendaItemId: item!.id,
    sessionQuestionId: sessionQuestion!.id,
    pollId: poll!.id,
    sponsorId: sponsor!.id,
  };
}

/** Who calls: "chooser" is {@link Fixtures}.chooser, the account without a password. */
export type Who = "anonymous" | "delegate" | "admin" | "chooser";

let rotation = 0;
/** The caller of one request: delegates take turns, so per-user rate limits never bite. */
export function caller(who: Who): Account | null {
  if (who === "anonymous") return null;
  if (who === "admin") return fx.admin;
  if (who === "chooser") return fx.chooser;
  rotation += 1;
  return fx.delegates[rotation % fx.delegates.length]!;
}

// ---------------------------------------------------------------------------------------------
// Specs: one per write route

export type Row = Record<string, unknown>;

async function row(sql: string, id: number): Promise<Row> {
  const found = await env.DB.prepare(sql).bind(id).first<Row>();
  if (!found) throw new Error(`no row for ${sql} ${id}`);
  return found;
}

/** The fields of the Edit Agenda Item dialog, as the session writes (add and edit) take them. */
const SESSION_FIELDS: Record<string, Kind> = {
  title: { kind: "text" },
  location: { kind: "text", nullable: true },
  description: { kind: "text", nullable: true },
  titleAr: { kind: "text", nullable: true },
  locationAr: { kind: "text", nullable: true },
  descriptionAr: { kind: "text", nullable: true },
  startTime: { kind: "refused" },
  endTime: { kind: "refused" },
  date: { kind: "refused" },
};

/** The stored free-text fields of session `id`, keyed like the bodies. */
function sessionRow(id: number): Promise<Row> {
  return row(
    "SELECT title, location, description, title_ar AS titleAr, location_ar AS locationAr, description_ar AS descriptionAr FROM agenda_items WHERE id = ?",
    id,
  );
}

const USER_COLUMNS =
  "first_name AS firstName, last_name AS lastName, company, title, bio, phone, country_code AS countryCode, linkedin_url AS linkedinUrl, email, expertise";

async function userRow(id: number): Promise<Row> {
  const found = await row(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, id);
  return { ...found, expertise: JSON.parse(String(found.expertise)) };
}

interface JsonSpec {
  path(): string;
  /** A valid body; each field is replaced in turn. */
  body(): Row | Promise<Row>;
  fields: Record<string, Kind>;
  /** Status of an accepted request. */
  ok: number;
  /** The stored values after an accepted request, keyed like the body. */
  stored(caller: Account | null, answer: Row): Promise<Row>;
  /** The answer is a receipt ({ id, message }) that does not echo the fields. */
  receipt?: boolean;
  /** The email whose password an accepted "password" value must now be. */
  passwordOf?(caller: Account | null, answer: Row): string;
}

export interface Request {
  path: string;
  options: Omit<SendOptions, "token">;
}

interface Case {
  name: string;
  request(): Request | Promise<Request>;
  /** "refused", or the status of a request that is accepted and must change nothing. */
  expect: "refused" | { unchangedStatus: number };
}

export interface WriteSpec {
  as: Who;
  json?: JsonSpec;
  /** Routes with an `:id`: the path for a given id text, and a real id. */
  idPath?(id: string): string;
  realId?(): number;
  cases?: Case[];
}

export const json = (path: string, method: string, body: unknown, contentType = "application/json"): Request => ({
  path,
  options: {
    method,
    headers: { "Content-Type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  },
});

export const form = (path: string, fields: Record<string, string | File>): Request => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return { path, options: { method: "POST", body: data } };
};

const bytes = (length: number, head: number[] = [0x50, 0x4b, 0x03, 0x04]) => {
  const array = new Uint8Array(length);
  array.set(head);
  return array;
};

/** A zip whose central directory claims a 4 GB entry (zip-bomb guard). */
function zipClaimingHugeEntry(): Uint8Array {
  const zip = zipSync({ "xl/workbook.xml": new TextEncoder().encode("<workbook/>") }, { level: 0 });
  const view = new DataView(zip.buffer);
  for (let i = zip.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      view.setUint32(view.getUint32(i + 16, true) + 24, 0xffffffff, true);
      break;
    }
  }
  return zip;
}

/** An import's event choice (field "eventType") that is not an event code, sent with a good `workbook`. */
function eventTypeCases(path: string, workbook: () => Promise<Uint8Array>): Case[] {
  return Object.entries({ ...HOSTILE_TEXT, ...MALFORMED_TEXT, "1 MB": ONE_MB, "lower case": "ac2025" }).map(
    ([name, value]): Case => ({
      name: `eventType ${name}`,
      request: async () => form(path, { eventType: value, excel: fileOf(await workbook(), "import.xlsx") }),
      expect: "refused",
    }),
  );
}

/** File cases shared by the workbook imports (field "excel"). */
function workbookFileCases(path: string, extra: Record<string, string>): Case[] {
  const file = (name: string, content: Uint8Array | string, fileName = "import.xlsx"): Case => ({
    name,
    request: () => form(path, { ...extra, excel: typeof content === "string" ? content : fileOf(content, fileName) }),
    expect: "refused",
  });
  return [
    file("a file over 5 MB", bytes(5 * 1024 * 1024 + 1)),
    file("a file over 5 MB plus the form allowance", bytes(6 * 1024 * 1024)),
    file("an empty file", new Uint8Array(0)),
    file("text instead of a file", "First Name,Last Name"),
    file("HTML named .xlsx", new TextEncoder().encode("<html><script>alert(1)</script></html>")),
    file("a legacy .xls", bytes(2048, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), "import.xls"),
    file("a zip that is not a workbook", zipSync({ "hello.txt": new TextEncoder().encode("hello") })),
    file("a zip claiming a 4 GB entry", zipClaimingHugeEntry()),
    file("a truncated zip header", bytes(64)),
    {
      name: "JSON instead of multipart",
      request: () => json(path, "POST", { excel: "x", ...extra }),
      expect: "refused",
    },
    {
      name: "multipart without a boundary",
      request: () => ({
        path,
        options: { method: "POST", headers: { "Content-Type": "multipart/form-data" }, body: "--x\r\n" },
      }),
      expect: "refused",
    },
    {
      name: "a broken multipart body",
      request: () => ({
        path,
        options: {
          method: "POST",
          headers: { "Content-Type": "multipart/form-data; boundary=abc" },
          body: '--abc\r\nContent-Disposition: form-data; name="excel"\r\n\r\nnot closed',
        },
      }),
      expect: "refused",
    },
  ];
}

/** A valid body of the speaker calls (POST /api/admin/speakers, PATCH /api/admin/speakers/{id}): the fixture speaker. */
const SPEAKER_BODY = {
  name: "Fatima",
  surname: "Test",
  company: "Co",
  position: "Role",
  bio: "Energy lawyer.",
  bioAr: "محامية في قطاع الطاقة.",
  linkedinUrl: "https://www.linkedin.com/in/fatima",
  expertise: ["PPP"],
  eventType: "AC2025",
};

const SPEAKER_FIELDS: Record<string, Kind> = {
  name: { kind: "text" },
  surname: { kind: "text" },
  company: { kind: "text" },
  position: { kind: "text" },
  bio: { kind: "text", nullable: true },
  bioAr: { kind: "text", nullable: true },
  linkedinUrl: { kind: "refused" },
  expertise: { kind: "textList" },
  eventType: { kind: "refused" },
};

export const SPECS: Partial<Record<RouteKey, WriteSpec>> = {
  "POST /api/auth/register": {
    as: "anonymous",
    json: {
      path: () => "/api/auth/register",
      body: () => registration(),
      fields: {
        firstName: { kind: "text" },
        lastName: { kind: "text" },
        company: { kind: "text" },
        title: { kind: "text" },
        bio: { kind: "text" },
        expertise: { kind: "textList" },
        email: { kind: "refused" },
        phone: { kind: "refused" },
        countryCode: { kind: "refused" },
        linkedinUrl: { kind: "refused" },
        username: { kind: "ignored" },
        password: { kind: "password", confirm: "confirmPassword" },
        confirmPassword: { kind: "refused" },
        autoLogin: { kind: "boolean" },
      },
      ok: 201,
      stored: (_caller, answer) => userRow(Number(answer.id)),
      passwordOf: (_caller, answer) => String(answer.email),
    },
  },
  "POST /api/auth/login": {
    as: "anonymous",
    json: {
      path: () => "/api/auth/login",
      // A wrong password is refused like any other value: 401 "Invalid email or password".
      body: () => ({ email: caller("delegate")!.email, password: TEST_PASSWORD, rememberMe: true }),
      fields: { email: { kind: "refused" }, password: { kind: "refused" }, rememberMe: { kind: "boolean" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  "POST /api/auth/logout": {
    as: "anonymous",
    // Logout is idempotent: any token, known or not, answers 200 and ends no other session.
    cases: [
      ...Object.entries({
        SQL: "'; DROP TABLE users; --",
        "script tag": "<script>alert(1)</script>",
        "1 MB": ONE_MB,
        "another user's id with a forged secret": () => `${fx.delegates[0]!.id}.${"A".repeat(43)}`,
        "a session key instead of a token": () => `session:${fx.delegates[0]!.id}:${"0".repeat(64)}`,
      }).map(
        ([name, token]): Case => ({
          name: `Bearer ${name}`,
          request: () => ({
            path: "/api/auth/logout",
            options: {
              method: "POST",
              headers: { Authorization: `Bearer ${typeof token === "function" ? token() : token}` },
            },
          }),
          expect: { unchangedStatus: 200 },
        }),
      ),
    ],
  },
  "POST /api/auth/forgot-password": {
    as: "anonymous",
    json: {
      path: () => "/api/auth/forgot-password",
      body: () => ({ email: fx.delegates[0]!.email }),
      fields: { email: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  "POST /api/auth/reset-password": {
    as: "anonymous",
    json: {
      path: () => "/api/auth/reset-password",
      body: async () => ({
        token: await resetLinkToken(fx.resetUser.id),
        password: "new-secret",
        confirmPassword: "new-secret",
      }),
      fields: {
        token: { kind: "refused" },
        password: { kind: "password", confirm: "confirmPassword" },
        confirmPassword: { kind: "refused" },
      },
      ok: 200,
      stored: async () => ({}),
      passwordOf: () => fx.resetUser.email,
    },
  },
  "POST /api/auth/login-token": {
    as: "anonymous",
    json: {
      path: () => "/api/auth/login-token",
      body: async () => ({ token: await loginLinkToken(fx.linkUser.id) }),
      fields: { token: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  "POST /api/auth/login-link": {
    as: "anonymous",
    json: {
      path: () => "/api/auth/login-link",
      body: () => ({ email: fx.delegates[1]!.email }),
      fields: { email: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  "POST /api/auth/choose-password": {
    as: "chooser",
    json: {
      path: () => "/api/auth/choose-password",
      // Each request finds the account without a password again, as after the confirmation.
      body: async () => {
        await env.DB.prepare("UPDATE users SET password = '' WHERE id = ?").bind(fx.chooser.id).run();
        return { password: "chosen-after-confirming", confirmPassword: "chosen-after-confirming" };
      },
      fields: {
        password: { kind: "password", confirm: "confirmPassword" },
        confirmPassword: { kind: "refused" },
      },
      ok: 200,
      stored: async () => ({}),
      passwordOf: () => fx.chooser.email,
    },
  },
  "POST /api/auth/keep-password": {
    // A delegate with nothing suspended: whatever the body, the password it names is refused (400
    // by the schema, 409 with nothing to keep, or 429) and no try is counted. The honest
    // registrant's and the owner's tries are in worker/test/keep-password.test.ts.
    as: "delegate",
    json: {
      path: () => "/api/auth/keep-password",
      body: () => ({ password: TEST_PASSWORD }),
      fields: { password: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  "POST /api/auth/skip-password": {
    as: "delegate",
    // No body is read: a hostile one changes nothing for a delegate with nothing suspended.
    cases: Object.entries({
      SQL: "'; DROP TABLE users; --",
      "script tag": "<script>alert(1)</script>",
      "1 MB": ONE_MB,
    }).map(
      ([name, password]): Case => ({
        name: `a body with ${name}`,
        request: () => json("/api/auth/skip-password", "POST", { password }),
        expect: { unchangedStatus: 200 },
      }),
    ),
  },
  "POST /api/unsubscribe": {
    as: "anonymous",
    json: {
      path: () => "/api/unsubscribe",
      body: () => ({ email: "reader@example.com" }),
      fields: { email: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  "POST /api/unsubscribe/one-click": {
    as: "anonymous",
    cases: (() => {
      const link = async (email: string, token?: string) =>
        `/api/unsubscribe/one-click?email=${email}&token=${token ?? (await signUnsubscribeToken(env.TOKEN_SIGNING_SECRET, "reader@example.com"))}`;
      const values: Record<string, string> = {
        ...Object.fromEntries(Object.entries(HOSTILE_TEXT).map(([name, value]) => [name, encodeURIComponent(value)])),
        "lone surrogate": "%ED%A0%80",
        "broken percent-encoding": "%E0%A4%A",
        "1 MB": ONE_MB,
      };
      return [
        ...Object.entries(values).map(
          ([name, value]): Case => ({
            name: `email ${name}`,
            request: async () => ({ path: await link(value), options: { method: "POST" } }),
            expect: "refused",
          }),
        ),
        ...Object.entries(values).map(
          ([name, value]): Case => ({
            name: `token ${name}`,
            request: async () => ({ path: await link("reader%40example.com", value), options: { method: "POST" } }),
            expect: "refused",
          }),
        ),
        {
          name: "the address twice",
          request: async () => ({
            path: `${await link("reader%40example.com")}&email=other%40example.com`,
            options: { method: "POST" },
          }),
          expect: "refused",
        },
        {
          name: "no parameters",
          request: () => ({ path: "/api/unsubscribe/one-click", options: { method: "POST" } }),
          expect: "refused",
        },
      ];
    })(),
  },
  "PUT /api/user/locale": {
    as: "delegate",
    cases: Object.entries({
      "a language the product does not have": { locale: "fr" },
      SQL: { locale: "ar'; DROP TABLE users; --" },
      "1 MB": { locale: ONE_MB },
      "a list": { locale: ["ar"] },
      null: { locale: null },
      "no language": {},
    }).map(([name, body]) => ({
      name,
      request: () => json("/api/user/locale", "PUT", body),
      expect: "refused" as const,
    })),
  },
  "PATCH /api/profile": {
    as: "delegate",
    json: {
      path: () => "/api/profile",
      body: () => ({
        firstName: "Dana",
        lastName: "Al-Sayer",
        company: "GEP",
        title: "Lead",
        bio: "Bio",
        phone: "+96550001234",
        countryCode: "+965",
        linkedinUrl: "",
        expertise: ["PPP"],
        email: "ignored@example.com",
      }),
      fields: {
        firstName: { kind: "text" },
        lastName: { kind: "text" },
        company: { kind: "text" },
        title: { kind: "text" },
        bio: { kind: "text", nullable: true },
        expertise: { kind: "textList" },
        phone: { kind: "refused", nullable: true },
        countryCode: { kind: "refused", nullable: true },
        linkedinUrl: { kind: "refused", nullable: true },
        email: { kind: "ignored" },
      },
      ok: 200,
      stored: (user) => userRow(user!.id),
    },
  },
  "POST /api/qna": {
    as: "delegate",
    json: {
      path: () => "/api/qna",
      body: () => ({ question: "Will the slides be shared?" }),
      fields: { question: { kind: "text", min: 10 } },
      ok: 201,
      stored: (_user, answer) => row("SELECT question FROM qna_questions WHERE id = ?", Number(answer.id)),
    },
  },
  "POST /api/agenda/:id/questions": {
    as: "delegate",
    json: {
      path: () => `/api/agenda/${fx.agendaItemId}/questions`,
      body: () => ({ text: "Will the slides be shared?" }),
      fields: { text: { kind: "text", min: 10 } },
      ok: 201,
      stored: (_user, answer) => row("SELECT question AS text FROM qna_questions WHERE id = ?", Number(answer.id)),
    },
    idPath: (id) => `/api/agenda/${id}/questions`,
    realId: () => fx.agendaItemId,
  },
  "POST /api/agenda/:id/questions/:questionId/vote": {
    as: "delegate",
    idPath: (id) => `/api/agenda/${id}/questions/${fx.sessionQuestionId}/vote`,
    realId: () => fx.agendaItemId,
  },
  "DELETE /api/agenda/:id/questions/:questionId/vote": {
    as: "delegate",
    idPath: (id) => `/api/agenda/${fx.agendaItemId}/questions/${id}/vote`,
    realId: () => fx.sessionQuestionId,
  },
  "POST /api/polls/:id/vote": {
    as: "delegate",
    json: {
      path: () => `/api/polls/${fx.pollId}/vote`,
      body: () => ({ option: 1 }),
      fields: { option: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
    idPath: (id) => `/api/polls/${id}/vote`,
    realId: () => fx.pollId,
    cases: [
      ...Object.entries({ "a fraction": 0.5, "a negative option": -1, "an option the poll lacks": 3 }).map(
        ([name, option]): Case => ({
          name,
          request: () => json(`/api/polls/${fx.pollId}/vote`, "POST", { option }),
          expect: "refused",
        }),
      ),
    ],
  },
  "PUT /api/push/subscription": {
    as: "delegate",
    json: {
      path: () => "/api/push/subscription",
      body: () => ({ endpoint: `https://push.example/${crypto.randomUUID()}`, keys: PUSH_KEYS }),
      fields: { endpoint: { kind: "refused" }, keys: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  "DELETE /api/push/subscription": {
    as: "delegate",
    json: {
      path: () => "/api/push/subscription",
      body: () => ({ endpoint: "https://push.example/gone" }),
      fields: { endpoint: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  "PUT /api/agenda/:id/feedback": {
    as: "delegate",
    json: {
      path: () => `/api/agenda/${fx.agendaItemId}/feedback`,
      body: () => ({ rating: 4, comment: "Clear and useful." }),
      fields: { comment: { kind: "text", nullable: true } },
      ok: 200,
      stored: async (user) =>
        (await env.DB.prepare("SELECT comment FROM session_feedback WHERE agenda_item_id = ? AND user_id = ?")
          .bind(fx.agendaItemId, user!.id)
          .first<Row>()) ?? {},
    },
    idPath: (id) => `/api/agenda/${id}/feedback`,
    realId: () => fx.agendaItemId,
    cases: [
      {
        name: "a rating outside 1 to 5",
        request: () => json(`/api/agenda/${fx.agendaItemId}/feedback`, "PUT", { rating: 6 }),
        expect: "refused",
      },
    ],
  },
  "POST /api/enquire": {
    as: "delegate",
    json: {
      path: () => "/api/enquire",
      body: () => ({
        firstName: "Dana",
        lastName: "Al-Sayer",
        email: "dana@example.com",
        company: "GEP",
        title: "Lead",
        phone: "",
        linkedinUrl: "",
        serviceType: "service1",
        message: "Please call me back.",
      }),
      fields: {
        firstName: { kind: "text" },
        lastName: { kind: "text" },
        company: { kind: "text" },
        title: { kind: "text" },
        message: { kind: "text", min: 10 },
        email: { kind: "refused" },
        phone: { kind: "refused" },
        linkedinUrl: { kind: "refused" },
        serviceType: { kind: "refused" },
      },
      ok: 201,
      receipt: true,
      stored: (_user, answer) =>
        row(
          "SELECT first_name AS firstName, last_name AS lastName, company, title, message FROM enquiries WHERE id = ?",
          Number(answer.id),
        ),
    },
  },
  "POST /api/admin/check-in/sync": {
    as: "admin",
    json: {
      path: () => "/api/admin/check-in/sync",
      // A new check-in of the same person each time: the one before is removed, so the desk name
      // stored is the one just sent (a replay would keep the first).
      body: async () => {
        await env.DB.prepare("DELETE FROM check_ins WHERE user_id = ?").bind(fx.delegates[0]!.id).run();
        return {
          desk: "Desk 1",
          checkIns: [{ id: crypto.randomUUID(), event: "AC2025", checkedAt: Date.now(), userId: fx.delegates[0]!.id }],
        };
      },
      fields: { desk: { kind: "text" }, checkIns: { kind: "refused" } },
      ok: 200,
      stored: () => row("SELECT desk FROM check_ins WHERE user_id = ? AND event_type = 'AC2025'", fx.delegates[0]!.id),
    },
    cases: [
      ...[
        ["no id", { event: "AC2025", checkedAt: 1, userId: 1 }],
        [
          "both a pass and a person",
          { id: crypto.randomUUID(), event: "AC2025", checkedAt: 1, userId: 1, token: "a.b.c" },
        ],
        [
          "a 1 MB pass code",
          { id: crypto.randomUUID(), event: "AC2025", checkedAt: 1, token: "x".repeat(1024 * 1024) },
        ],
        ["an SQL event", { id: crypto.randomUUID(), event: "AC2025' OR 1=1 --", checkedAt: 1, userId: 1 }],
        ["a time as text", { id: crypto.randomUUID(), event: "AC2025", checkedAt: "08:00", userId: 1 }],
      ].map(([name, checkIn]) => ({
        name: `a check-in with ${name as string}`,
        request: () => json("/api/admin/check-in/sync", "POST", { desk: "Desk 1", checkIns: [checkIn] }),
        expect: "refused" as const,
      })),
      {
        name: "101 check-ins",
        request: () =>
          json("/api/admin/check-in/sync", "POST", {
            desk: "Desk 1",
            checkIns: Array.from({ length: 101 }, () => ({
              id: crypto.randomUUID(),
              event: "AC2025",
              checkedAt: 1,
              userId: fx.delegates[1]!.id,
            })),
          }),
        expect: "refused",
      },
    ],
  },
  "POST /api/registrations/export/excel-qr": {
    as: "delegate",
    cases: [
      {
        name: "a delegate, with a body naming an admin and a kind of job: no job is made",
        request: () =>
          json("/api/registrations/export/excel-qr", "POST", {
            createdBy: fx.admin.id,
            kind: "'; DROP TABLE jobs; --",
          }),
        expect: "refused",
      },
    ],
  },
  "DELETE /api/profile": {
    as: "delegate",
    json: {
      path: () => "/api/profile",
      // A wrong password: every variation must be refused and delete nothing.
      body: () => ({ password: "Not-The-Password-1" }),
      fields: { password: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  "POST /api/account/mfa/totp/setup": {
    // No body is read; without a session nothing is set up, whatever is sent.
    as: "anonymous",
    cases: Object.entries({ ...HOSTILE_TEXT, "1 MB": ONE_MB }).map(
      ([name, secret]): Case => ({
        name: `a body with ${name}`,
        request: () => json("/api/account/mfa/totp/setup", "POST", { secret }),
        expect: "refused",
      }),
    ),
  },
  "POST /api/account/mfa/totp/enable": {
    // A delegate without a setup: every code is refused and nothing is turned on.
    as: "delegate",
    json: {
      path: () => "/api/account/mfa/totp/enable",
      body: () => ({ code: "123456" }),
      fields: { code: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  "POST /api/account/mfa/disable": {
    // A delegate without a second factor: every code is refused and nothing changes.
    as: "delegate",
    json: {
      path: () => "/api/account/mfa/disable",
      body: () => ({ code: "123456" }),
      fields: { code: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  "POST /api/auth/mfa": {
    // No sign-in challenge: every token and code is refused and no session starts.
    as: "anonymous",
    json: {
      path: () => "/api/auth/mfa",
      body: () => ({ mfaToken: "x".repeat(43), code: "123456" }),
      fields: { mfaToken: { kind: "refused" }, code: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  "POST /api/auth/mfa/passkey-options": {
    // No sign-in challenge: every token is refused and no challenge is stored.
    as: "anonymous",
    json: {
      path: () => "/api/auth/mfa/passkey-options",
      body: () => ({ mfaToken: "x".repeat(43) }),
      fields: { mfaToken: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
  },
  ...Object.fromEntries(
    ["/api/account/mfa/passkeys/options", "/api/account/mfa/passkeys/confirm-options"].map((path) => [
      `POST ${path}`,
      {
        // No body is read; without a session no challenge is stored, whatever is sent.
        as: "anonymous",
        cases: Object.entries({ ...HOSTILE_TEXT, "1 MB": ONE_MB }).map(
          ([name, value]): Case => ({
            name: `a body with ${name}`,
            request: () => json(path, "POST", { value }),
            expect: "refused",
          }),
        ),
      } satisfies WriteSpec,
    ]),
  ),
  "POST /api/account/mfa/passkeys": {
    // A delegate without registration options: every answer and name is refused, nothing stored.
    as: "delegate",
    json: {
      path: () => "/api/account/mfa/passkeys",
      body: () => ({
        name: "Laptop",
        response: {
          id: "bm8tc3VjaA",
          rawId: "bm8tc3VjaA",
          type: "public-key",
          clientExtensionResults: {},
          response: { clientDataJSON: "e30", attestationObject: "oA" },
        },
      }),
      fields: { name: { kind: "refused" }, response: { kind: "refused" } },
      ok: 201,
      stored: async () => ({}),
    },
  },
  "DELETE /api/account/mfa/passkeys/:id": {
    // A delegate without passkeys: every id is refused and nothing changes.
    as: "delegate",
    cases: Object.entries({ ...hostileIds(1), "a real-looking id": "bm8tc3VjaA" }).map(
      ([name, id]): Case => ({
        name: `id ${name}`,
        request: () => json(`/api/account/mfa/passkeys/${id}`, "DELETE", { code: "123456" }),
        expect: "refused",
      }),
    ),
  },
  "POST /api/admin/erase-delegate-data": {
    as: "admin",
    cases: [
      ...Object.entries({
        "too early (ten years after the events)": 3650,
        "over the maximum": 3651,
        negative: -1,
        fraction: 1.5,
        "numeric text": "30",
        null: null,
        "SQL text": "0; DELETE FROM users",
        "1 MB string": "x".repeat(1024 * 1024),
      }).map(
        ([name, days]): Case => ({
          name,
          request: () => json("/api/admin/erase-delegate-data", "POST", { days }),
          expect: "refused",
        }),
      ),
      {
        name: "no days",
        request: () => json("/api/admin/erase-delegate-data", "POST", {}),
        expect: "refused",
      },
    ],
  },
  "POST /api/admin/passes/:userId/reissue": {
    as: "admin",
    idPath: (id) => `/api/admin/passes/${id}/reissue`,
    realId: () => fx.delegates[0]!.id,
    cases: [
      {
        name: "an unknown person",
        request: () => ({ path: "/api/admin/passes/987654/reissue", options: { method: "POST" } }),
        expect: "refused",
      },
    ],
  },
  "PUT /api/my-agenda": {
    as: "delegate",
    json: {
      path: () => "/api/my-agenda",
      body: () => ({ sessionIds: [fx.agendaItemId] }),
      fields: { sessionIds: { kind: "numberList" } },
      ok: 200,
      stored: async () => ({}),
    },
    cases: [
      {
        name: "an unknown session",
        request: () => json("/api/my-agenda", "PUT", { sessionIds: [fx.agendaItemId, 987654] }),
        expect: "refused",
      },
    ],
  },
  "POST /api/my-agenda/feed": {
    as: "admin",
    cases: [
      {
        name: "a body naming another person is ignored, and asking again changes nothing",
        request: async () => {
          await expectJson(fixtureApi(fx.admin.token)["my-agenda"].feed.$post(), 200);
          return json("/api/my-agenda/feed", "POST", { userId: fx.delegates[0]!.id, token: "'; DROP TABLE users; --" });
        },
        expect: { unchangedStatus: 200 },
      },
    ],
  },
  "POST /api/my-agenda/feed/reset": {
    as: "anonymous",
    cases: [
      {
        name: "no session, with a body naming a person",
        request: () => json("/api/my-agenda/feed/reset", "POST", { userId: fx.delegates[0]!.id }),
        expect: "refused",
      },
    ],
  },
  "PATCH /api/admin/qna/:id": {
    as: "admin",
    json: {
      path: () => `/api/admin/qna/${fx.questionId}`,
      body: () => ({ question: "Is there parking at the venue?", answer: "Yes, level B2.", isAnswered: true }),
      fields: { question: { kind: "text" }, answer: { kind: "text", nullable: true }, isAnswered: { kind: "boolean" } },
      ok: 200,
      stored: () => row("SELECT question, answer FROM qna_questions WHERE id = ?", fx.questionId),
    },
    idPath: (id) => `/api/admin/qna/${id}`,
    realId: () => fx.questionId,
  },
  "POST /api/admin/qna/:id/archive": {
    as: "admin",
    idPath: (id) => `/api/admin/qna/${id}/archive`,
    realId: () => fx.questionId,
  },
  "DELETE /api/admin/qna/:id": { as: "admin", idPath: (id) => `/api/admin/qna/${id}`, realId: () => fx.questionId },
  "DELETE /api/users/:id": { as: "admin", idPath: (id) => `/api/users/${id}`, realId: () => fx.delegates[1]!.id },
  "POST /api/admin/speakers": {
    as: "admin",
    json: {
      path: () => "/api/admin/speakers",
      // A new name each time: every accepted probe adds a speaker, and a name is unique per event.
      body: () => ({
        ...SPEAKER_BODY,
        name: `Hand ${crypto.randomUUID().slice(0, 8)}`,
        surname: "Made",
      }),
      fields: SPEAKER_FIELDS,
      ok: 201,
      stored: (_caller, answer) => speakerRow(Number(answer.id)),
    },
  },
  "PATCH /api/admin/speakers/:id": {
    as: "admin",
    json: {
      path: () => `/api/admin/speakers/${fx.speakerId}`,
      body: () => ({ ...SPEAKER_BODY }),
      fields: SPEAKER_FIELDS,
      ok: 200,
      stored: () => speakerRow(fx.speakerId),
    },
    idPath: (id) => `/api/admin/speakers/${id}`,
    realId: () => fx.speakerId,
  },
  "DELETE /api/admin/speakers/:id": {
    as: "admin",
    idPath: (id) => `/api/admin/speakers/${id}`,
    realId: () => fx.speakerId,
  },
  "POST /api/admin/speakers/update-order": {
    as: "admin",
    json: {
      path: () => "/api/admin/speakers/update-order",
      body: () => ({ speakers: [{ id: fx.speakerId, displayOrder: 1 }] }),
      fields: { speakers: { kind: "numberList" } },
      ok: 200,
      stored: async () => ({}),
    },
    cases: [
      ...(
        [
          ["id as text", () => [{ id: String(fx.speakerId), displayOrder: 1 }]],
          ["id as SQL", () => [{ id: `${fx.speakerId} OR 1=1`, displayOrder: 1 }]],
          ["displayOrder as SQL", () => [{ id: fx.speakerId, displayOrder: "1; DROP TABLE speakers" }]],
          ["displayOrder zero", () => [{ id: fx.speakerId, displayOrder: 0 }]],
          ["displayOrder fraction", () => [{ id: fx.speakerId, displayOrder: 1.5 }]],
          ["displayOrder huge", () => [{ id: fx.speakerId, displayOrder: 1e308 }]],
          ["an unknown speaker", () => [{ id: 987654, displayOrder: 1 }]],
          [
            "the same speaker twice",
            () => [
              { id: fx.speakerId, displayOrder: 1 },
              { id: fx.speakerId, displayOrder: 2 },
            ],
          ],
          ["an empty list", () => []],
          ["10,000 entries", () => Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, displayOrder: i + 1 }))],
        ] as const
      ).map(
        ([name, speakers]): Case => ({
          name,
          request: () => json("/api/admin/speakers/update-order", "POST", { speakers: speakers() }),
          expect: "refused",
        }),
      ),
    ],
  },
  "POST /api/admin/sponsors": {
    as: "admin",
    cases: [
      ...Object.entries({ ...HOSTILE_TEXT, ...MALFORMED_TEXT, "1 MB": ONE_MB, capitalised: "Gold", empty: " " }).map(
        ([name, tier]): Case => ({
          name: `tier ${name}`,
          request: () => form("/api/admin/sponsors", { name: "Acme", tier, logo: fileOf(JPEG, "l.jpg") }),
          expect: "refused",
        }),
      ),
      ...Object.entries({
        "javascript: URL": "javascript:alert(1)",
        "data: URL": "data:text/html,<script>alert(1)</script>",
        "script tag": "<script>alert(1)</script>",
        "protocol-relative": "//evil.example",
        "1 MB": `https://example.com/${ONE_MB}`,
        ...MALFORMED_TEXT,
      }).map(
        ([name, websiteUrl]): Case => ({
          name: `websiteUrl ${name}`,
          request: () => form("/api/admin/sponsors", { name: "Acme", websiteUrl, logo: fileOf(JPEG, "l.jpg") }),
          expect: "refused",
        }),
      ),
      // Lone surrogates cannot travel in a multipart text field: the form's UTF-8 encoding turns them into U+FFFD.
      ...Object.entries({ blank: "   ", "1 MB": ONE_MB }).map(
        ([name, sponsorName]): Case => ({
          name: `name ${name}`,
          request: () => form("/api/admin/sponsors", { name: sponsorName, logo: fileOf(JPEG, "l.jpg") }),
          expect: "refused",
        }),
      ),
      {
        name: "no name",
        request: () => form("/api/admin/sponsors", { logo: fileOf(JPEG, "l.jpg") }),
        expect: "refused",
      },
      { name: "no logo", request: () => form("/api/admin/sponsors", { name: "Acme" }), expect: "refused" },
      ...imageFileCases((logo) => form("/api/admin/sponsors", { name: "Acme", logo })),
    ],
  },
  "PATCH /api/admin/sponsors/:id": {
    as: "admin",
    json: {
      path: () => `/api/admin/sponsors/${fx.sponsorId}`,
      body: () => ({ name: "Gulf Bank", tier: "gold", websiteUrl: "https://www.gulfbank.example", isActive: true }),
      fields: {
        name: { kind: "text" },
        tier: { kind: "refused" },
        websiteUrl: { kind: "refused" },
        isActive: { kind: "boolean" },
      },
      ok: 200,
      stored: async () => {
        const stored = await row(
          "SELECT name, tier, website_url AS websiteUrl, is_active AS isActive FROM sponsors WHERE id = ?",
          fx.sponsorId,
        );
        return { ...stored, isActive: stored.isActive === 1 };
      },
    },
    idPath: (id) => `/api/admin/sponsors/${id}`,
    realId: () => fx.sponsorId,
  },
  "POST /api/admin/sponsors/:id/logo": {
    as: "admin",
    idPath: (id) => `/api/admin/sponsors/${id}/logo`,
    realId: () => fx.sponsorId,
    cases: [
      ...imageFileCases((logo) => form(`/api/admin/sponsors/${fx.sponsorId}/logo`, { logo })),
      {
        name: "no logo",
        request: () => form(`/api/admin/sponsors/${fx.sponsorId}/logo`, { name: "Acme" }),
        expect: "refused",
      },
      {
        name: "an unknown sponsor",
        request: () => form("/api/admin/sponsors/987654/logo", { logo: fileOf(JPEG, "l.jpg") }),
        expect: "refused",
      },
    ],
  },
  "DELETE /api/admin/sponsors/:id": {
    as: "admin",
    idPath: (id) => `/api/admin/sponsors/${id}`,
    realId: () => fx.sponsorId,
  },
  "POST /api/admin/sponsors/update-order": {
    as: "admin",
    json: {
      path: () => "/api/admin/sponsors/update-order",
      body: () => ({ sponsors: [{ id: fx.sponsorId, displayOrder: 1 }] }),
      fields: { sponsors: { kind: "numberList" } },
      ok: 200,
      stored: async () => ({}),
    },
    cases: (
      [
        ["id as text", () => [{ id: String(fx.sponsorId), displayOrder: 1 }]],
        ["displayOrder as SQL", () => [{ id: fx.sponsorId, displayOrder: "1; DROP TABLE sponsors" }]],
        ["displayOrder zero", () => [{ id: fx.sponsorId, displayOrder: 0 }]],
        ["an unknown sponsor", () => [{ id: 987654, displayOrder: 1 }]],
        [
          "the same sponsor twice",
          () => [
            { id: fx.sponsorId, displayOrder: 1 },
            { id: fx.sponsorId, displayOrder: 2 },
          ],
        ],
        ["an empty list", () => []],
      ] as const
    ).map(
      ([name, sponsors]): Case => ({
        name,
        request: () => json("/api/admin/sponsors/update-order", "POST", { sponsors: sponsors() }),
        expect: "refused",
      }),
    ),
  },
  "PUT /api/admin/agenda/:id": {
    as: "admin",
    json: {
      path: () => `/api/admin/agenda/${fx.agendaItemId}`,
      body: () => ({
        id: fx.agendaItemId,
        title: "Opening",
        startTime: "08:00",
        endTime: "08:30",
        date: "2025-10-13",
        location: "Hall A",
        description: "Welcome",
        titleAr: "الافتتاح",
        locationAr: "القاعة أ",
        descriptionAr: "كلمة ترحيب",
      }),
      fields: { ...SESSION_FIELDS, id: { kind: "number" } },
      ok: 200,
      stored: () => sessionRow(fx.agendaItemId),
    },
    idPath: (id) => `/api/admin/agenda/${id}`,
    realId: () => fx.agendaItemId,
  },
  "POST /api/admin/agenda": {
    as: "admin",
    json: {
      path: () => "/api/admin/agenda",
      body: () => ({
        title: "Closing",
        startTime: "12:00",
        endTime: "12:30",
        date: "2025-10-13",
        location: "Hall A",
        description: "Thanks",
        eventType: "AC2025",
        titleAr: "الختام",
        locationAr: "القاعة أ",
        descriptionAr: "شكر",
      }),
      fields: { ...SESSION_FIELDS, eventType: { kind: "refused" } },
      ok: 201,
      stored: (_caller, answer) => sessionRow(Number(answer.id)),
    },
    cases: [
      {
        name: "an end before the start",
        request: () =>
          json("/api/admin/agenda", "POST", {
            title: "Closing",
            startTime: "12:00",
            endTime: "11:00",
            date: "2025-10-13",
            eventType: "AC2025",
          }),
        expect: "refused",
      },
      {
        name: "a day the event does not have",
        request: () =>
          json("/api/admin/agenda", "POST", {
            title: "Closing",
            startTime: "12:00",
            endTime: "12:30",
            date: "2025-10-14",
            eventType: "AC2025",
          }),
        expect: "refused",
      },
    ],
  },
  "DELETE /api/admin/agenda/:id": {
    as: "admin",
    idPath: (id) => `/api/admin/agenda/${id}`,
    realId: () => fx.agendaItemId,
  },
  "PUT /api/admin/event-settings": {
    as: "admin",
    json: {
      path: () => "/api/admin/event-settings",
      body: () => ({ ...DEFAULT_SETTINGS }),
      fields: {
        brand: { kind: "text" },
        brandAr: { kind: "text", nullable: true },
        organiser: { kind: "text" },
        organiserAr: { kind: "text", nullable: true },
        events: { kind: "refused" },
        venue: { kind: "refused" },
        wifi: { kind: "refused" },
        helpline: { kind: "refused" },
        supportEmail: { kind: "refused" },
        socialPageUrl: { kind: "refused" },
        socialEmbedUrl: { kind: "refused" },
        offices: { kind: "refused" },
        hero: { kind: "refused" },
      },
      ok: 200,
      stored: async () => {
        const saved = await env.DB.prepare("SELECT document FROM event_settings").first<{ document: string }>();
        return JSON.parse(saved!.document) as Row;
      },
    },
  },
  "POST /api/admin/event-settings/arabic-confirmations": {
    as: "admin",
    // Nothing is marked out of date in the fixtures: every variation must be refused and change nothing.
    cases: [
      ...Object.entries({
        "an unmarked Arabic text": { field: "venue.nameAr", english: DEFAULT_SETTINGS.venue.name },
        "an English key": { field: "venue.name", english: "x" },
        "a prototype key": { field: "__proto__.pollutedAr", english: "x" },
        "SQL in the field": { field: "venue.nameAr'; DROP TABLE event_settings; --", english: "x" },
        "a script tag as the English": { field: "venue.nameAr", english: "<script>alert(1)</script>" },
        "a lone surrogate": { field: "venue.nameAr", english: "\ud800" },
        "a 1 MB English text": { field: "venue.nameAr", english: "x".repeat(1024 * 1024) },
        "a list as the field": { field: ["venue.nameAr"], english: "x" },
        "null English": { field: "venue.nameAr", english: null },
        "no body fields": {},
      }).map(
        ([name, body]): Case => ({
          name,
          request: () => json("/api/admin/event-settings/arabic-confirmations", "POST", body),
          expect: "refused",
        }),
      ),
    ],
  },
  "PATCH /api/admin/agenda/:id/questions/:questionId": {
    as: "admin",
    json: {
      path: () => `/api/admin/agenda/${fx.agendaItemId}/questions/${fx.sessionQuestionId}`,
      body: () => ({ answered: true }),
      fields: { answered: { kind: "boolean" } },
      ok: 200,
      stored: async () => ({}),
    },
    idPath: (id) => `/api/admin/agenda/${fx.agendaItemId}/questions/${id}`,
    realId: () => fx.sessionQuestionId,
  },
  "POST /api/admin/announcements": {
    as: "admin",
    json: {
      path: () => "/api/admin/announcements",
      body: () => ({
        title: "Lunch",
        body: "Lunch is served in the foyer.",
        titleAr: "الغداء",
        bodyAr: "الغداء في البهو.",
        audience: "all",
      }),
      fields: {
        title: { kind: "text" },
        body: { kind: "text" },
        titleAr: { kind: "text", nullable: true },
        bodyAr: { kind: "text", nullable: true },
        audience: { kind: "refused" },
        email: { kind: "boolean" },
      },
      ok: 201,
      stored: (_caller, answer) =>
        row(
          "SELECT title, body, title_ar AS titleAr, body_ar AS bodyAr FROM announcements WHERE id = ?",
          Number(answer.id),
        ),
    },
  },
  "PATCH /api/admin/agenda/:id/live": {
    as: "admin",
    json: {
      path: () => `/api/admin/agenda/${fx.agendaItemId}/live`,
      body: () => ({ questionsNeedApproval: false }),
      fields: { questionsNeedApproval: { kind: "boolean" } },
      ok: 200,
      stored: async () => ({}),
    },
    idPath: (id) => `/api/admin/agenda/${id}/live`,
    realId: () => fx.agendaItemId,
  },
  "POST /api/admin/agenda/:id/polls": {
    as: "admin",
    json: {
      path: () => `/api/admin/agenda/${fx.agendaItemId}/polls`,
      body: () => ({ question: "Where should the next edition be held?", options: ["Kuwait City", "Jahra"] }),
      fields: { question: { kind: "text" }, options: { kind: "refused" } },
      ok: 201,
      stored: (_user, answer) => row("SELECT question FROM polls WHERE id = ?", Number(answer.id)),
    },
    idPath: (id) => `/api/admin/agenda/${id}/polls`,
    realId: () => fx.agendaItemId,
    cases: [
      ...Object.entries({
        "one option": ["Only"],
        "seven options": ["1", "2", "3", "4", "5", "6", "7"],
        "a blank option": ["Yes", " "],
        "the same option twice": ["Yes", "YES"],
        "a 1 MB option": ["Yes", "x".repeat(1024 * 1024)],
        "a number as an option": ["Yes", 2],
      }).map(
        ([name, options]): Case => ({
          name,
          request: () => json(`/api/admin/agenda/${fx.agendaItemId}/polls`, "POST", { question: "Which?", options }),
          expect: "refused",
        }),
      ),
    ],
  },
  "PATCH /api/admin/polls/:id": {
    as: "admin",
    json: {
      path: () => `/api/admin/polls/${fx.pollId}`,
      body: () => ({ status: "open" }),
      fields: { status: { kind: "refused" } },
      ok: 200,
      stored: async () => ({}),
    },
    idPath: (id) => `/api/admin/polls/${id}`,
    realId: () => fx.pollId,
  },
  "DELETE /api/admin/polls/:id": {
    as: "admin",
    idPath: (id) => `/api/admin/polls/${id}`,
    realId: () => fx.pollId,
  },
  "POST /api/admin/agenda/:id/presenter-link": {
    as: "admin",
    idPath: (id) => `/api/admin/agenda/${id}/presenter-link`,
    realId: () => fx.agendaItemId,
  },
  "PUT /api/admin/agenda/:id/speakers": {
    as: "admin",
    json: {
      path: () => `/api/admin/agenda/${fx.agendaItemId}/speakers`,
      body: () => ({ speakerIds: [fx.speakerId] }),
      fields: { speakerIds: { kind: "numberList" } },
      ok: 200,
      stored: async () => ({}),
    },
    idPath: (id) => `/api/admin/agenda/${id}/speakers`,
    realId: () => fx.agendaItemId,
    cases: [
      {
        name: "an unknown speaker",
        request: () => json(`/api/admin/agenda/${fx.agendaItemId}/speakers`, "PUT", { speakerIds: [987654] }),
        expect: "refused",
      },
    ],
  },
  "POST /api/speakers/import": {
    as: "admin",
    cases: [
      ...eventTypeCases("/api/speakers/import", () => speakerWorkbook(["Fatima", "Test", "Co", "Role"])),
      ...workbookFileCases("/api/speakers/import", { eventType: "AC2025" }),
      {
        name: "a row with a 32,000-character name (reported as a row error, nothing saved)",
        request: async () =>
          form("/api/speakers/import", {
            eventType: "AC2025",
            excel: fileOf(await speakerWorkbook([ONE_MB.slice(0, 32_000), "Test", "Co", "Role"]), "s.xlsx"),
          }),
        expect: { unchangedStatus: 200 },
      },
    ],
  },
  "POST /api/admin/agenda/import": {
    as: "admin",
    cases: [
      ...eventTypeCases("/api/admin/agenda/import", () => agendaWorkbook(["Opening", "2025-10-13", "08:00", ""])),
      ...workbookFileCases("/api/admin/agenda/import", { eventType: "AC2025" }),
      {
        name: "a row with a 32,000-character title (reported as a row error, nothing saved)",
        request: async () =>
          form("/api/admin/agenda/import", {
            excel: fileOf(await agendaWorkbook([ONE_MB.slice(0, 32_000), "2025-10-13", "08:00", "AC2025"]), "a.xlsx"),
          }),
        expect: { unchangedStatus: 200 },
      },
      {
        name: "a row with a hostile date and time (reported as a row error, nothing saved)",
        request: async () =>
          form("/api/admin/agenda/import", {
            excel: fileOf(
              await agendaWorkbook(["Opening", "'; DROP TABLE agenda_items; --", "<script>", "AC2025"]),
              "a.xlsx",
            ),
          }),
        expect: { unchangedStatus: 200 },
      },
    ],
  },
  "POST /api/delegates/import": {
    as: "admin",
    cases: [
      ...Object.entries({ ...HOSTILE_TEXT, ...MALFORMED_TEXT, "1 MB": ONE_MB }).map(
        ([name, value]): Case => ({
          name: `userType ${name}`,
          request: async () =>
            form("/api/delegates/import", {
              userType: value,
              excel: fileOf(
                await delegateWorkbook(["Dana", "Test", "dana.import@example.com", "Co", "Role", "50001234"]),
                "d.xlsx",
              ),
            }),
          expect: "refused",
        }),
      ),
      ...workbookFileCases("/api/delegates/import", { userType: "delegate" }),
      {
        name: "a row with a hostile email (reported as a row error, nothing saved)",
        request: async () =>
          form("/api/delegates/import", {
            userType: "delegate",
            excel: fileOf(
              await delegateWorkbook(["Dana", "Test", "x'; DROP TABLE users; --", "Co", "Role", "50001234"]),
              "d.xlsx",
            ),
          }),
        expect: { unchangedStatus: 200 },
      },
    ],
  },
  "POST /api/admin/upload-speaker-image": {
    as: "admin",
    cases: [
      ...Object.entries({
        ...HOSTILE_TEXT,
        ...MALFORMED_TEXT,
        "1 MB": ONE_MB,
        hexadecimal: "0x1",
        exponent: "1e0",
        fraction: "1.0",
        negative: "-1",
      }).map(
        ([name, value]): Case => ({
          name: `speakerId ${name}`,
          request: () =>
            form("/api/admin/upload-speaker-image", { speakerId: value, image: fileOf(JPEG, "p.jpg", "image/jpeg") }),
          expect: "refused",
        }),
      ),
      ...imageFileCases((image) => form("/api/admin/upload-speaker-image", { speakerId: String(fx.speakerId), image })),
      {
        name: "an unknown speaker",
        request: () => form("/api/admin/upload-speaker-image", { speakerId: "987654", image: fileOf(JPEG, "p.jpg") }),
        expect: "refused",
      },
      {
        name: "JSON instead of multipart",
        request: () => json("/api/admin/upload-speaker-image", "POST", { speakerId: 1, image: "x" }),
        expect: "refused",
      },
    ],
  },
};

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** A stored speaker, keyed like {@link SPEAKER_BODY}. */
async function speakerRow(id: number): Promise<Row> {
  const stored = await row(
    "SELECT name, surname, company, position, bio, bio_ar AS bioAr, linkedin_url AS linkedinUrl, expertise, event_type AS eventType FROM speakers WHERE id = ?",
    id,
  );
  return { ...stored, expertise: JSON.parse(String(stored.expertise)) };
}

/** The hostile files every image upload refuses (speaker photos, sponsor logos), sent by `request`. */
function imageFileCases(request: (file: File | string) => Request): Case[] {
  return Object.entries({
    "an image over 5 MB": fileOf(bytes(5 * 1024 * 1024 + 1, [0xff, 0xd8, 0xff]), "p.jpg", "image/jpeg"),
    "an image over 5 MB plus the form allowance": fileOf(
      bytes(6 * 1024 * 1024, [0xff, 0xd8, 0xff]),
      "p.jpg",
      "image/jpeg",
    ),
    "an SVG with a script": fileOf(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "p.svg",
      "image/svg+xml",
    ),
    "HTML named .jpg": fileOf(
      new TextEncoder().encode("<html><script>alert(1)</script></html>"),
      "p.jpg",
      "image/jpeg",
    ),
    "a PDF named .png": fileOf(new TextEncoder().encode("%PDF-1.7\n"), "p.png", "image/png"),
    "an empty file": fileOf(new Uint8Array(0), "p.jpg", "image/jpeg"),
    "text instead of a file": "ffd8ff",
  }).map(([name, file]): Case => ({ name, request: () => request(file), expect: "refused" }));
}

export function speakerWorkbook(...rows: string[][]): Promise<Uint8Array> {
  return workbookOf([["Name", "Surname", "Company", "Position", "Bio"], ...rows]);
}

/** A programme workbook with the columns Title, Date, Start Time and Event, then `rows`. */
export function agendaWorkbook(...rows: string[][]): Promise<Uint8Array> {
  return workbookOf([["Title", "Date", "Start Time", "Event"], ...rows]);
}

export function delegateWorkbook(...rows: string[][]): Promise<Uint8Array> {
  return workbookOf([["First Name", "Last Name", "Email", "Company", "Job Title", "Phone"], ...rows]);
}
