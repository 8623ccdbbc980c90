/**
 * A person's own data (docs/api.md#profile; docs/decisions/0014-delegate-data-export-and-erasure.md):
 * GET /api/profile/export and DELETE /api/profile, with what the door does afterwards.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CHECK_IN_MESSAGES, doorVerdict, type RosterPage } from "../contract/check-in";
import { DELETED_DELEGATE_NAME, MY_DATA_FILE_NAME, MY_DATA_MESSAGES, type MyDataExport } from "../contract/my-data";
import type { AuthResponse } from "../contract/user";
import { createDb } from "../db";
import { NOT_AUTHENTICATED_MESSAGE } from "../middleware/auth";
import { INVALID_CREDENTIALS_MESSAGE } from "../routes/auth";
import { ERASED_REGISTRATIONS_COUNTER, eraseAccount } from "../services/personal-data";
import { signPassToken } from "../services/pass-token";
import {
  TEST_PASSWORD,
  api,
  call,
  expectJson,
  loginLinkToken,
  registerAdmin,
  registerDelegate,
  resetLinkToken,
  withSession,
} from "./helpers";
import { settleQueues } from "./queues";

const db = createDb(env.DB);

async function one<T>(query: string, ...params: unknown[]): Promise<T | null> {
  return env.DB.prepare(query)
    .bind(...params)
    .first<T>();
}

async function count(query: string, ...params: unknown[]): Promise<number> {
  return (await one<{ n: number }>(query, ...params))!.n;
}

async function agendaItem(title: string): Promise<number> {
  const row = await one<{ id: number }>(
    "INSERT INTO agenda_items (title, start_time, end_time, date) VALUES (?, '09:00', '09:30', '2025-10-13') RETURNING id",
    title,
  );
  return row!.id;
}

async function emailLog(userId: number | null, to: string, subject: string): Promise<void> {
  await env.DB.prepare(
    "INSERT INTO email_logs (user_id, email_type, recipient_email, subject, success, transport_metadata) VALUES (?, 'login_link', ?, ?, 1, '{\"outboxKey\":\"secret-key\"}')",
  )
    .bind(userId, to, subject)
    .run();
}

/** A delegate with a question, an enquiry, a star, a calendar feed, a check-in and email logs. */
async function busyDelegate(admin: AuthResponse) {
  const delegate = await registerDelegate({ firstName: "Maryam", lastName: "Al-Rashid", company: "Burgan Advisory" });
  const client = api(delegate.authToken);
  const question = await expectJson(
    client.qna.$post({ json: { question: "Will the slides be shared afterwards?" } }),
    201,
  );
  await expectJson(
    client.enquire.$post({
      json: {
        firstName: "Maryam",
        lastName: "Al-Rashid",
        email: delegate.email,
        company: "Burgan Advisory",
        title: "Partner",
        phone: "+96550001111",
        linkedinUrl: "https://www.linkedin.com/in/maryam",
        serviceType: "service1",
        message: `Please send the sponsorship brochure to desk ${delegate.id}.`,
      },
    }),
    201,
  );
  const sessionId = await agendaItem("Keynote on project finance");
  await expectJson(client["my-agenda"].$put({ json: { sessionIds: [sessionId] } }), 200);
  const { url } = await expectJson(client["my-agenda"].feed.$post(), 200);
  const sync = await expectJson(
    api(admin.authToken).admin["check-in"].sync.$post({
      json: {
        desk: "Desk 1",
        checkIns: [{ id: crypto.randomUUID(), event: "AC2025", checkedAt: Date.now(), userId: delegate.id }],
      },
    }),
    200,
  );
  expect(sync.results[0]!.status).toBe("recorded");
  // The live room: a vote on a question, a vote in a poll and a rating of the session.
  const liveQuestion = await one<{ id: number }>(
    "INSERT INTO qna_questions (question, agenda_item_id) VALUES ('What comes after the panel?', ?) RETURNING id",
    sessionId,
  );
  const route = client.agenda[":id"].questions[":questionId"].vote;
  await expectJson(route.$post({ param: { id: String(sessionId), questionId: String(liveQuestion!.id) } }), 200);
  const poll = await expectJson(
    api(admin.authToken).admin.agenda[":id"].polls.$post({
      param: { id: String(sessionId) },
      json: { question: "Where next?", options: ["Kuwait City", "Jahra"] },
    }),
    201,
  );
  await expectJson(
    api(admin.authToken).admin.polls[":id"].$patch({ param: { id: String(poll.id) }, json: { status: "open" } }),
    200,
  );
  await expectJson(client.polls[":id"].vote.$post({ param: { id: String(poll.id) }, json: { option: 1 } }), 200);
  await expectJson(
    client.agenda[":id"].feedback.$put({ param: { id: String(sessionId) }, json: { rating: 5, comment: "Superb." } }),
    200,
  );
  const subject = `About ${delegate.id}`;
  await emailLog(delegate.id, delegate.email, `${subject} (linked)`);
  await emailLog(null, delegate.email, `${subject} (by address)`);
  const enquiry = `Please send the sponsorship brochure to desk ${delegate.id}.`;
  // The confirmation, question and enquiry emails are logged by the email consumer: the delegate's
  // data is complete once they have been.
  await settleQueues();
  return {
    delegate,
    questionId: question.id,
    liveQuestionId: liveQuestion!.id,
    pollId: poll.id,
    sessionId,
    feedUrl: url!,
    subject,
    enquiry,
  };
}

describe("GET /api/profile/export", () => {
  it("answers 401 without a session", async () => {
    expect(await expectJson(api().profile.export.$get(), 401)).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
  });

  it("downloads the person's profile, questions, enquiries, check-ins, stars, email logs, live-room votes and ratings", async () => {
    const admin = await registerAdmin();
    const { delegate, questionId, liveQuestionId, pollId, sessionId, subject, enquiry } = await busyDelegate(admin);
    const other = await registerDelegate();
    await emailLog(other.id, other.email, "Not about Maryam");

    const response = await api(delegate.authToken).profile.export.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${MY_DATA_FILE_NAME}"`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as MyDataExport;

    expect(body.profile).toMatchObject({
      candidateNumber: delegate.candidateNumber,
      email: delegate.email,
      firstName: "Maryam",
      lastName: "Al-Rashid",
      company: "Burgan Advisory",
      userType: "delegate",
    });
    expect(body.questions).toMatchObject([{ id: questionId, question: "Will the slides be shared afterwards?" }]);
    expect(body.enquiries).toMatchObject([{ email: delegate.email, phone: "+96550001111", message: enquiry }]);
    expect(body.checkIns).toMatchObject([{ event: "AC2025", desk: "Desk 1" }]);
    expect(body.starredSessions).toMatchObject([{ sessionId, title: "Keynote on project finance" }]);
    expect(body.calendarFeed).not.toBeNull();
    expect(body.questionVotes).toMatchObject([{ questionId: liveQuestionId }]);
    expect(body.pollVotes).toMatchObject([{ pollId, question: "Where next?", option: "Jahra" }]);
    expect(body.sessionRatings).toMatchObject([{ sessionId, rating: 5, comment: "Superb." }]);
    expect(body.passkeys).toEqual([]);
    expect(body.pushSubscriptions).toEqual([]);
    const subjects = body.emailLogs.map((log) => log.subject);
    expect(subjects).toEqual(expect.arrayContaining([`${subject} (linked)`, `${subject} (by address)`]));
    expect(subjects).not.toContain("Not about Maryam");
  });

  it("holds no secret: no password hash, session token, feed seed or link, one-time token or outbox key", async () => {
    const admin = await registerAdmin();
    const { delegate, feedUrl } = await busyDelegate(admin);
    await loginLinkToken(delegate.id);
    await resetLinkToken(delegate.id);
    const text = await (await api(delegate.authToken).profile.export.$get()).text();

    const stored = await one<{ password: string }>("SELECT password FROM users WHERE id = ?", delegate.id);
    const feed = await one<{ seed: string; token_hash: string }>(
      "SELECT seed, token_hash FROM calendar_feeds WHERE user_id = ?",
      delegate.id,
    );
    const feedToken = new URL(feedUrl).pathname
      .split("/")
      .pop()!
      .replace(/\.ics$/, "");
    const oneTimeHashes = (
      await env.DB.prepare(
        "SELECT token FROM login_tokens WHERE user_id = ?1 UNION ALL SELECT token FROM password_reset_tokens WHERE user_id = ?1",
      )
        .bind(delegate.id)
        .all<{ token: string }>()
    ).results.map((row) => row.token);
    // The two minted here, and the registration email's sign-in link.
    expect(oneTimeHashes.length).toBeGreaterThanOrEqual(2);
    for (const secret of [
      stored!.password,
      delegate.authToken,
      feed!.seed,
      feed!.token_hash,
      feedToken,
      ...oneTimeHashes,
      "secret-key",
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(password|seed|token|tokenHash|authToken|transportMetadata)"/);
  });
});

/** The roster as a desk loads it (every page). */
async function roster(admin: AuthResponse): Promise<RosterPage["people"]> {
  const people: RosterPage["people"] = [];
  let after: number | null = 0;
  while (after !== null) {
    const page: RosterPage = await expectJson(
      api(admin.authToken).admin["check-in"].roster.$get({ query: { after: String(after) } }),
      200,
    );
    people.push(...page.people);
    after = page.next;
  }
  return people;
}

describe("DELETE /api/profile", () => {
  it("refuses a wrong password with 400 and changes nothing", async () => {
    const admin = await registerAdmin();
    const { delegate } = await busyDelegate(admin);
    const before = await api(delegate.authToken).profile.export.$get();
    const beforeData = (await before.json()) as MyDataExport;

    const refused = await expectJson(
      api(delegate.authToken).profile.$delete({ json: { password: "Not-The-Password-1" } }),
      400,
    );
    expect(refused).toEqual({ message: MY_DATA_MESSAGES.wrongPassword });

    await expectJson(api(delegate.authToken).user.$get(), 200);
    const after = (await (await api(delegate.authToken).profile.export.$get()).json()) as MyDataExport;
    expect({ ...after, exportedAt: "" }).toEqual({ ...beforeData, exportedAt: "" });
  });

  it("refuses an empty password with 400", async () => {
    const delegate = await registerDelegate();
    expect(await expectJson(api(delegate.authToken).profile.$delete({ json: { password: "" } }), 400)).toEqual({
      message: MY_DATA_MESSAGES.passwordRequired,
    });
    await expectJson(api(delegate.authToken).user.$get(), 200);
  });

  it("deletes the account, its sessions, links, stars and feed; keeps questions, enquiries and check-ins anonymised", async () => {
    const admin = await registerAdmin();
    const { delegate, questionId, feedUrl, subject, enquiry } = await busyDelegate(admin);
    const second = withSession(
      await expectJson(api().auth.login.$post({ json: { email: delegate.email, password: TEST_PASSWORD } }), 200),
    );
    await loginLinkToken(delegate.id);
    await resetLinkToken(delegate.id);
    const countsBefore = await expectJson(api(admin.authToken).admin["check-in"].counts.$get(), 200);

    const deleted = await expectJson(
      api(delegate.authToken).profile.$delete({ json: { password: TEST_PASSWORD } }),
      200,
    );
    expect(deleted).toEqual({ message: MY_DATA_MESSAGES.deleted });

    // Every session is gone: the one used and another device's.
    for (const token of [delegate.authToken, second.authToken])
      expect(await expectJson(api(token).user.$get(), 401)).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
    expect((await env.SESSIONS.list({ prefix: `session:${delegate.id}:` })).keys).toEqual([]);
    // A second call has no session.
    expect(
      await expectJson(api(delegate.authToken).profile.$delete({ json: { password: TEST_PASSWORD } }), 401),
    ).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
    expect(
      await expectJson(api().auth.login.$post({ json: { email: delegate.email, password: TEST_PASSWORD } }), 401),
    ).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });

    expect(await count("SELECT count(*) AS n FROM users WHERE id = ?", delegate.id)).toBe(0);
    for (const table of ["login_tokens", "password_reset_tokens", "starred_sessions", "calendar_feeds"])
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`, delegate.id), table).toBe(0);
    expect((await call(new URL(feedUrl).pathname)).status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM email_logs WHERE subject LIKE ?", `${subject}%`)).toBe(0);

    // The question stays, asked by nobody; admins see "Deleted delegate".
    expect(await one("SELECT user_id, question FROM qna_questions WHERE id = ?", questionId)).toEqual({
      user_id: null,
      question: "Will the slides be shared afterwards?",
    });
    const listed = await expectJson(api(admin.authToken).admin.qna.$get({ query: { status: "all" } }), 200);
    expect(listed.find((q) => q.id === questionId)?.user).toEqual({
      firstName: DELETED_DELEGATE_NAME,
      lastName: "",
      email: "",
    });
    // The enquiry keeps its text, not the sender.
    expect(
      await one(
        "SELECT user_id, first_name, last_name, email, company, title, phone, linkedin_url, message FROM enquiries WHERE message = ?",
        enquiry,
      ),
    ).toEqual({
      user_id: null,
      first_name: DELETED_DELEGATE_NAME,
      last_name: "",
      email: "",
      company: "",
      title: "",
      phone: null,
      linkedin_url: null,
      message: enquiry,
    });
    // The check-in still counts; so does the registration.
    expect(await expectJson(api(admin.authToken).admin["check-in"].counts.$get(), 200)).toEqual(countsBefore);
  });

  it("refuses the deleted person's pass at the door: online sync, roster and the offline rule", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    const token = await signPassToken(env, {
      id: delegate.id,
      candidateNumber: delegate.candidateNumber,
      firstName: delegate.firstName,
      lastName: delegate.lastName,
      passVersion: delegate.passVersion,
    });
    expect((await roster(admin)).map((person) => person.id)).toContain(delegate.id);

    await expectJson(api(delegate.authToken).profile.$delete({ json: { password: TEST_PASSWORD } }), 200);

    const people = await roster(admin);
    expect(people.map((person) => person.id)).not.toContain(delegate.id);
    const synced = await expectJson(
      api(admin.authToken).admin["check-in"].sync.$post({
        json: {
          desk: "Desk 2",
          checkIns: [
            { id: crypto.randomUUID(), event: "AC2025", checkedAt: Date.now(), token },
            { id: crypto.randomUUID(), event: "AC2025", checkedAt: Date.now(), userId: delegate.id },
          ],
        },
      }),
      200,
    );
    expect(synced.results.map((result) => result.status === "refused" && result.message)).toEqual([
      CHECK_IN_MESSAGES.notFound,
      CHECK_IN_MESSAGES.noPerson,
    ]);
    // The desk's rule over the reloaded roster answers the same offline.
    const lookup = { person: (id: number) => people.find((person) => person.id === id), firstCheckIn: () => undefined };
    expect(doorVerdict({ userId: delegate.id }, "AC2025", "AC2025", lookup)).toMatchObject({
      status: "refused",
      reason: "not_found",
    });
  });

  it("keeps a deleted person's check-in out of the desks' sync but in the counts", async () => {
    const admin = await registerAdmin();
    const { delegate } = await busyDelegate(admin);
    const before = await expectJson(
      api(admin.authToken).admin["check-in"].sync.$post({ json: { desk: "Desk 3", after: 0, checkIns: [] } }),
      200,
    );
    expect(before.changes.map((change) => change.userId)).toContain(delegate.id);

    await expectJson(api(delegate.authToken).profile.$delete({ json: { password: TEST_PASSWORD } }), 200);

    const after = await expectJson(
      api(admin.authToken).admin["check-in"].sync.$post({ json: { desk: "Desk 3", after: 0, checkIns: [] } }),
      200,
    );
    expect(after.changes.map((change) => change.userId)).not.toContain(delegate.id);
    expect(after.changes.every((change) => typeof change.userId === "number")).toBe(true);
    expect(after.cursor).toBe(before.cursor);
  });

  it("refuses an organiser with 409 and changes nothing", async () => {
    const admin = await registerAdmin();
    expect(await expectJson(api(admin.authToken).profile.$delete({ json: { password: TEST_PASSWORD } }), 409)).toEqual({
      message: MY_DATA_MESSAGES.adminAccount,
    });
    await expectJson(api(admin.authToken).user.$get(), 200);
  });

  it("is safe to run twice in the service: the second run finds nobody and counts nobody", async () => {
    const delegate = await registerDelegate();
    const counter = () =>
      one<{ value: number }>("SELECT value FROM counters WHERE name = ?", ERASED_REGISTRATIONS_COUNTER).then(
        (row) => row?.value ?? 0,
      );
    const bindings = { sessions: env.SESSIONS, media: env.MEDIA };
    const start = await counter();
    expect(await eraseAccount(db, bindings, delegate.id)).toBe(1);
    expect(await counter()).toBe(start + 1);
    expect(await eraseAccount(db, bindings, delegate.id)).toBe(0);
    expect(await counter()).toBe(start + 1);
  });
});
