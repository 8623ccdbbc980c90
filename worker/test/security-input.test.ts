/**
 * Hostile input at every write endpoint (docs/architecture.md#security: "a test feeds
 * each write endpoint oversized, wrong-typed and hostile values (SQL and HTML fragments, 1 MB
 * strings, unicode) and asserts a 4xx with a message and no change").
 *
 * Every POST, PUT, PATCH and DELETE route of the app (security-routes.ts) must have a spec in
 * security-input-cases.ts, or its test fails. A refused request must answer 4xx with JSON
 * `{ message }` (never 500) and leave every table, R2 object, KV session and queued email as it
 * was (security-state.ts). Free text (names, questions, bios) legitimately holds SQL, HTML and any
 * script: such values are accepted and must be stored and returned verbatim as JSON text
 * (escaping is the renderer's job; the email layout's escaping is checked at the end).
 * Requests here are raw (security-state.ts, `send`): they carry what the typed client cannot.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../db";
import { composeEmail } from "../email/compose";
import type { EmailMessage } from "../email/messages";
import { MALFORMED_TEXT_MESSAGE } from "../middleware/validate";
import { authenticate } from "../services/users";
import { resolveSettings } from "../settings";
import { DEFAULT_SETTINGS } from "../contract/default-settings";
import { fileOf } from "./admin-helpers";
import {
  SPECS,
  type Kind,
  type Probe,
  type Request,
  type Row,
  type WriteSpec,
  agendaWorkbook,
  caller,
  delegateWorkbook,
  fixtures,
  form,
  hostileIds,
  json,
  probesFor,
  setUpFixtures,
  speakerWorkbook,
} from "./security-input-cases";
import { keyOf, writeRoutes, type RouteKey } from "./security-routes";
import { send, sendJson, snapshot } from "./security-state";

const db = createDb(env.DB);

beforeAll(setUpFixtures);

// ---------------------------------------------------------------------------------------------
// Runner

/** A short, printable description (JSON escapes lone surrogates, which the test reporter cannot carry). */
function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}... (${text.length} chars)` : text;
}

/**
 * Sends a request that must be refused; returns a problem description or null.
 * `unchangedStatus`: the request is accepted with that status but must change nothing.
 */
async function expectNoChange(
  label: string,
  request: Request,
  token: string | null,
  status?: number,
): Promise<string | null> {
  const before = await snapshot();
  const response = await send(request.path, { ...request.options, token });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const problems: string[] = [];
  if (status !== undefined ? response.status !== status : response.status < 400 || response.status >= 500) {
    problems.push(`status ${response.status} (${text.slice(0, 120)})`);
  }
  if (response.status >= 400 && typeof (body as { message?: unknown } | undefined)?.message !== "string")
    problems.push("no JSON { message }");
  const after = await snapshot();
  try {
    expect(after).toEqual(before);
  } catch {
    problems.push("state changed");
  }
  return problems.length ? `${label}: ${problems.join(", ")}` : null;
}

/** Runs one field probe of a JSON route; returns a problem description or null. */
async function probeField(
  spec: WriteSpec,
  method: string,
  field: string,
  kind: Kind,
  probe: Probe,
): Promise<string | null> {
  const api = spec.json!;
  const user = caller(spec.as);
  const body = { ...(await api.body()), [field]: probe.value };
  if (kind.kind === "password") body[kind.confirm] = probe.value;
  const label = `${field} = ${probe.name} ${describeValue(probe.value)}`;
  const request = json(api.path(), method, body);
  if (probe.outcome === "refused") return expectNoChange(label, request, user?.token ?? null);

  const response = await send(request.path, { ...request.options, token: user?.token ?? null });
  const text = await response.text();
  if (response.status !== api.ok) return `${label}: status ${response.status} (${text.slice(0, 120)})`;
  if (!response.headers.get("Content-Type")?.startsWith("application/json"))
    return `${label}: answered ${response.headers.get("Content-Type")}`;
  const answer = JSON.parse(text) as Row;
  if (kind.kind === "password") {
    const email = api.passwordOf!(user, answer);
    return (await authenticate(db, email, String(probe.value))) ? null : `${label}: the new password does not work`;
  }
  if (probe.outcome === "accepted") return null;
  const stored = await api.stored(user, answer);
  const problems: string[] = [];
  try {
    expect(stored[field]).toEqual(probe.value);
  } catch {
    problems.push(`stored ${describeValue(stored[field])}`);
  }
  if (!api.receipt && field in answer) {
    try {
      expect(answer[field]).toEqual(probe.value);
    } catch {
      problems.push(`answered ${describeValue(answer[field])}`);
    }
  }
  return problems.length ? `${label}: ${problems.join(", ")}` : null;
}

const routes = writeRoutes().map(keyOf);

describe("specs", () => {
  it("exist only for write routes of the app", () => {
    expect(Object.keys(SPECS).filter((key) => !routes.includes(key as RouteKey))).toEqual([]);
  });
});

describe.each(routes)("%s", (key) => {
  const spec = SPECS[key];
  const method = key.split(" ")[0]!;

  it("has hostile-input cases", () => {
    expect(spec, `no hostile-input spec for ${key}: add one to security-input-cases.ts`).toBeDefined();
    expect(Boolean(spec!.json || spec!.idPath || spec!.cases?.length)).toBe(true);
  });
  if (!spec) return;

  if (spec.json) {
    const api = spec.json;
    it("refuses bodies that are not a JSON object, and other content types", async () => {
      const valid = JSON.stringify(await api.body());
      const token = () => caller(spec.as)?.token ?? null;
      const bodies: Record<string, Request> = {
        "malformed JSON": json(api.path(), method, '{"a":'),
        "truncated JSON": json(api.path(), method, valid.slice(0, -1)),
        "empty body": json(api.path(), method, ""),
        "JSON null": json(api.path(), method, "null"),
        "JSON list": json(api.path(), method, "[]"),
        "JSON text": json(api.path(), method, '"text"'),
        "JSON number": json(api.path(), method, "42"),
        "1 MB of JSON nesting": json(api.path(), method, "[".repeat(512 * 1024) + "]".repeat(512 * 1024)),
        "text/plain": json(api.path(), method, valid, "text/plain"),
        "form-urlencoded": json(api.path(), method, "a=1", "application/x-www-form-urlencoded"),
        "no Content-Type": { path: api.path(), options: { method, body: valid } },
        multipart: (() => {
          const data = new FormData();
          for (const [name, value] of Object.entries(JSON.parse(valid) as Row)) data.set(name, String(value));
          return { path: api.path(), options: { method, body: data } };
        })(),
      };
      const problems: string[] = [];
      for (const [name, request] of Object.entries(bodies)) {
        const problem = await expectNoChange(name, request, token());
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    });

    it.each(Object.entries(api.fields))("field %s", async (field, kind) => {
      const problems: string[] = [];
      for (const probe of probesFor(kind)) {
        const problem = await probeField(spec, method, field, kind, probe);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    });
  }

  if (spec.idPath) {
    it("refuses ids that are not plain decimal ids", async () => {
      const problems: string[] = [];
      const body = spec.json ? JSON.stringify(await spec.json.body()) : undefined;
      for (const [name, id] of Object.entries(hostileIds(spec.realId!()))) {
        const request: Request = {
          path: spec.idPath!(id),
          options: { method, headers: body ? { "Content-Type": "application/json" } : {}, body },
        };
        const problem = await expectNoChange(`id ${name}`, request, caller(spec.as)?.token ?? null);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    });
  }

  if (spec.cases?.length) {
    it.each(spec.cases.map((c) => [c.name, c] as const))("%s", async (_name, testCase) => {
      const request = await testCase.request();
      const status = testCase.expect === "refused" ? undefined : testCase.expect.unchangedStatus;
      expect(await expectNoChange(testCase.name, request, caller(spec.as)?.token ?? null, status)).toBeNull();
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Accepted hostile values through the imports, and the email templates

describe("imports store hostile cell text verbatim", () => {
  it("speaker import", async () => {
    const cells = [
      "<script>alert(1)</script>",
      "'; DROP TABLE speakers; --",
      "مؤتمر الكويت",
      "<img src=x onerror=alert(1)>",
      "abc\u202Egnp.exe",
    ];
    const upload = form("/api/speakers/import", {
      eventType: "GC_POWERLIST",
      excel: fileOf(await speakerWorkbook(cells), "s.xlsx"),
    });
    const answer = await send(upload.path, { ...upload.options, token: fixtures().admin.token });
    expect(await answer.json()).toEqual({ speakersProcessed: 1, errors: [] });
    const stored = await env.DB.prepare(
      "SELECT name, surname, company, position, bio FROM speakers WHERE event_type = 'GC_POWERLIST'",
    ).all();
    expect(stored.results).toEqual([
      { name: cells[0], surname: cells[1], company: cells[2], position: cells[3], bio: cells[4] },
    ]);
  });

  it("agenda import", async () => {
    const title = "<script>alert(1)</script>'; DROP TABLE agenda_items; --";
    const upload = form("/api/admin/agenda/import", {
      excel: fileOf(await agendaWorkbook([title, "2025-10-13", "08:00", "GC_POWERLIST"]), "a.xlsx"),
    });
    const answer = await send(upload.path, { ...upload.options, token: fixtures().admin.token });
    expect(await answer.json()).toEqual({ sessionsProcessed: 1, errors: [] });
    const stored = await env.DB.prepare("SELECT title FROM agenda_items WHERE event_type = 'GC_POWERLIST'").all();
    expect(stored.results).toEqual([{ title }]);
  });

  it("delegate import", async () => {
    const cells = [
      "<script>alert(1)</script>",
      "1 OR 1=1",
      "hostile.import@example.com",
      "<b>bold</b>",
      "👩\u200D💻 a\u200Db",
      "50001234",
    ];
    const upload = form("/api/delegates/import", {
      userType: "delegate",
      excel: fileOf(await delegateWorkbook(cells), "d.xlsx"),
    });
    const answer = await send(upload.path, { ...upload.options, token: fixtures().admin.token });
    expect(await answer.json()).toMatchObject({ delegatesProcessed: 1, created: 1, errors: [] });
    const stored = await env.DB.prepare(
      "SELECT first_name, last_name, company, title FROM users WHERE email = 'hostile.import@example.com'",
    ).first();
    expect(stored).toEqual({ first_name: cells[0], last_name: cells[1], company: cells[3], title: cells[4] });
  });
});

describe("email templates escape user text in HTML", () => {
  const settings = resolveSettings(env, DEFAULT_SETTINGS);
  const hostile = "<script>alert(1)</script><img src=x onerror=alert(1)>\"'&";
  const messages: EmailMessage[] = [
    { type: "registration_confirmation", to: "a@example.com", userId: 1, data: { firstName: hostile } },
    { type: "password_reset", to: "a@example.com", userId: 1, data: { firstName: hostile } },
    { type: "delegate_welcome", to: "a@example.com", userId: 1, data: { firstName: hostile } },
    { type: "enquiry_acknowledgement", to: "a@example.com", userId: 1, data: { firstName: hostile } },
    {
      type: "question_notification",
      to: "o@example.com",
      userId: 1,
      data: { questionId: 1, question: hostile, askedBy: hostile, askedByEmail: "a@example.com" },
    },
    {
      type: "enquiry_notification",
      to: "o@example.com",
      userId: 1,
      data: {
        enquiryId: 1,
        firstName: hostile,
        lastName: hostile,
        email: "a@example.com",
        company: hostile,
        title: hostile,
        phone: hostile,
        linkedinUrl: hostile,
        serviceType: hostile,
        message: hostile,
      },
    },
  ];

  it.each(messages.map((m) => [m.type, m] as const))("%s", (_type, message) => {
    const email = composeEmail(message, settings, "https://conference2025.com/app?token=abc", {
      pageUrl: "https://conference2025.com/unsubscribe?email=a%40example.com",
      oneClickUrl: "https://conference2025.com/api/unsubscribe/one-click?email=a%40example.com&token=t",
    });
    expect(email.html).not.toContain("<script");
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain(
      "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;",
    );
    // The plain-text part keeps the text as it was written.
    expect(email.text).toContain(hostile);
  });

  it("keeps header injection out of the subject", () => {
    const email = composeEmail(
      {
        type: "question_notification",
        to: "o@example.com",
        userId: 1,
        data: {
          questionId: 1,
          question: "Q?",
          askedBy: "Dana\r\nBcc: victim@example.com",
          askedByEmail: "a@example.com",
        },
      },
      settings,
      "",
      null,
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

it("reports malformed text with its own message", async () => {
  const response = await sendJson(
    "/api/qna",
    "POST",
    { question: "Is the \ud800 venue open?" },
    fixtures().delegates[0]!.token,
  );
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ message: MALFORMED_TEXT_MESSAGE });
});
