/**
 * POST /api/admin/erase-delegate-data (docs/api.md#registrations;
 * docs/decisions/0014-delegate-data-export-and-erasure.md): refused before the date, erases every
 * delegate's personal data after it, keeps the counts, and is idempotent. Its own file: the erasure
 * removes every delegate of the database the tests of one file share.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DELETED_DELEGATE_NAME, MY_DATA_MESSAGES, eraseTooEarlyMessage } from "../contract/my-data";
import type { AuthResponse } from "../contract/user";
import { createDb } from "../db";
import { FORBIDDEN_MESSAGE } from "../middleware/auth";
import { ConflictError } from "../services/errors";
import { eraseDelegateData, erasureAllowedFrom } from "../services/personal-data";
import { resolveSettings } from "../settings";
import { DEFAULT_SETTINGS } from "../contract/default-settings";
import { TEST_PASSWORD, api, expectJson, registerAdmin, registerDelegate } from "./helpers";

const db = createDb(env.DB);
const settings = resolveSettings(env, DEFAULT_SETTINGS);

async function count(query: string, ...params: unknown[]): Promise<number> {
  return (await env.DB.prepare(query)
    .bind(...params)
    .first<{ n: number }>())!.n;
}

async function checkIn(admin: AuthResponse, userId: number, event: "AC2025" | "GC_POWERLIST") {
  const answer = await expectJson(
    api(admin.authToken).admin["check-in"].sync.$post({
      json: { desk: "Desk 1", checkIns: [{ id: crypto.randomUUID(), event, checkedAt: Date.now(), userId }] },
    }),
    200,
  );
  expect(answer.results[0]!.status).toBe("recorded");
}

describe("the date rule", () => {
  it("allows the erasure from the last event day plus N days (Kuwait date), not a day before", async () => {
    const lastDay = [settings.event.events.AC2025.date, settings.event.events.GC_POWERLIST.date].sort()[1]!;
    const from = erasureAllowedFrom(settings, 30);
    expect(Date.parse(from) - Date.parse(lastDay)).toBe(30 * 86_400_000);
    // 20:59 UTC on the day before is 23:59 in Kuwait: still too early.
    const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - 3 * 3_600_000 - 60_000);
    await expect(eraseDelegateData(db, env.MEDIA, settings, 30, dayBefore)).rejects.toThrow(
      new ConflictError(eraseTooEarlyMessage(from, 30, lastDay)),
    );
    // 21:00 UTC is midnight in Kuwait: allowed (nobody to erase yet).
    const midnight = new Date(Date.parse(`${from}T00:00:00Z`) - 3 * 3_600_000);
    expect(await eraseDelegateData(db, env.MEDIA, settings, 30, midnight)).toEqual({ erased: 0 });
  });
});

describe("POST /api/admin/erase-delegate-data", () => {
  it("is for admins only", async () => {
    const delegate = await registerDelegate();
    expect(
      await expectJson(api(delegate.authToken).admin["erase-delegate-data"].$post({ json: { days: 0 } }), 403),
    ).toEqual({ message: FORBIDDEN_MESSAGE });
    await expectJson(api(delegate.authToken).user.$get(), 200);
  });

  it("refuses days outside 0 to 3650 and a date still to come, changing nothing", async () => {
    const admin = await registerAdmin();
    const before = await count("SELECT count(*) AS n FROM users");
    for (const days of [-1, 1.5, 3651])
      expect(
        await expectJson(api(admin.authToken).admin["erase-delegate-data"].$post({ json: { days } }), 400),
      ).toEqual({ message: MY_DATA_MESSAGES.days });
    const tooEarly = await api(admin.authToken).admin["erase-delegate-data"].$post({ json: { days: 3650 } });
    expect(tooEarly.status).toBe(409);
    expect(((await tooEarly.json()) as { message: string }).message).toContain(
      `Delegate data can be erased from ${erasureAllowedFrom(settings, 3650)}`,
    );
    expect(await count("SELECT count(*) AS n FROM users")).toBe(before);
  });

  it("erases every delegate's personal data, keeps organisers and speakers, and keeps the counts", async () => {
    const admin = await registerAdmin();
    const speaker = await registerDelegate({ firstName: "Speaker" });
    await env.DB.prepare("UPDATE users SET user_type = 'speaker' WHERE id = ?").bind(speaker.id).run();
    const delegates = [await registerDelegate(), await registerDelegate(), await registerDelegate()];
    for (const [index, delegate] of delegates.entries()) {
      await expectJson(
        api(delegate.authToken).qna.$post({ json: { question: `Question number ${index} about the venue?` } }),
        201,
      );
      await expectJson(
        api(delegate.authToken).enquire.$post({
          json: {
            firstName: "Dana",
            lastName: "Al-Sayer",
            email: delegate.email,
            company: "GEP",
            title: "Lead",
            message: `Enquiry number ${index}`,
          },
        }),
        201,
      );
    }
    await checkIn(admin, delegates[0]!.id, "AC2025");
    await checkIn(admin, delegates[1]!.id, "GC_POWERLIST");
    await checkIn(admin, speaker.id, "AC2025");
    await env.DB.prepare(
      "INSERT INTO email_logs (user_id, email_type, recipient_email, subject, success) VALUES (NULL, 'login_link', ?, 'By address', 1)",
    )
      .bind(delegates[2]!.email)
      .run();
    const delegatesBefore = await count("SELECT count(*) AS n FROM users WHERE user_type = 'delegate'");
    const organisers = await count("SELECT count(*) AS n FROM users WHERE email LIKE 'organiser-%'");
    const countsBefore = await expectJson(api(admin.authToken).admin["check-in"].counts.$get(), 200);
    const questionsBefore = await count("SELECT count(*) AS n FROM qna_questions");
    const enquiriesBefore = await count("SELECT count(*) AS n FROM enquiries");

    const erased = await expectJson(
      api(admin.authToken).admin["erase-delegate-data"].$post({ json: { days: 0 } }),
      200,
    );
    // Every delegate of this file's database (this test's and the earlier ones'), not the organisers.
    expect(erased).toEqual({ erased: delegatesBefore - organisers });
    expect(await count("SELECT count(*) AS n FROM users WHERE user_type = 'delegate'")).toBe(organisers);
    await expectJson(api(admin.authToken).user.$get(), 200);
    await expectJson(api(speaker.authToken).user.$get(), 200);
    for (const delegate of delegates) {
      await expectJson(api(delegate.authToken).user.$get(), 401);
      await expectJson(api().auth.login.$post({ json: { email: delegate.email, password: TEST_PASSWORD } }), 401);
    }

    // Counts: registered, checked in, arrivals, questions and enquiries are what they were.
    expect(await expectJson(api(admin.authToken).admin["check-in"].counts.$get(), 200)).toEqual(countsBefore);
    expect(await count("SELECT count(*) AS n FROM qna_questions")).toBe(questionsBefore);
    expect(await count("SELECT count(*) AS n FROM enquiries")).toBe(enquiriesBefore);
    // No personal data left of the delegates.
    const emails = delegates.map((d) => `'${d.email}'`).join(", ");
    expect(await count(`SELECT count(*) AS n FROM enquiries WHERE email IN (${emails})`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM email_logs WHERE recipient_email IN (${emails})`)).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM enquiries WHERE user_id IS NULL AND (first_name <> ? OR email <> '')",
        DELETED_DELEGATE_NAME,
      ),
    ).toBe(0);
    expect(await count("SELECT count(*) AS n FROM check_ins WHERE user_id IS NULL")).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM check_ins WHERE user_id = ${speaker.id}`)).toBe(1);

    // Idempotent: nothing left to erase, nothing changes.
    expect(
      await expectJson(api(admin.authToken).admin["erase-delegate-data"].$post({ json: { days: 0 } }), 200),
    ).toEqual({ erased: 0 });
    expect(await expectJson(api(admin.authToken).admin["check-in"].counts.$get(), 200)).toEqual(countsBefore);
  });

  it("removes the stored pass files of erased delegates and keeps the others'", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    for (const user of [admin, delegate]) {
      const response = await api(user.authToken).qrcode[":userId"].$get({ param: { userId: String(user.id) } });
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    const keysOf = async (id: number) =>
      (await env.MEDIA.list({ prefix: `passes/${id}/` })).objects.map((object) => object.key);
    expect(await keysOf(delegate.id)).not.toEqual([]);
    const adminKeys = await keysOf(admin.id);
    expect(adminKeys).not.toEqual([]);

    await expectJson(api(admin.authToken).admin["erase-delegate-data"].$post({ json: { days: 0 } }), 200);

    expect(await keysOf(delegate.id)).toEqual([]);
    expect(await keysOf(admin.id)).toEqual(adminKeys);
  });

  it("deletes finished registrations exports with their files, which list the delegates, and leaves running ones", async () => {
    const admin = await registerAdmin();
    const job = async (status: string, objectKey: string | null) => {
      const id = crypto.randomUUID();
      await env.DB.prepare(
        "INSERT INTO jobs (id, kind, status, object_key, created_by, expires_at) VALUES (?, 'registrations-excel-qr', ?, ?, ?, ?)",
      )
        .bind(id, status, objectKey, admin.id, Date.now() + 3_600_000)
        .run();
      return id;
    };
    const file = `exports/${crypto.randomUUID()}/registrations-2025-10-13.xlsx`;
    await env.MEDIA.put(file, "names, addresses and pass codes");
    const done = await job("done", file);
    const failed = await job("failed", null);
    const running = await job("running", null);

    await expectJson(api(admin.authToken).admin["erase-delegate-data"].$post({ json: { days: 0 } }), 200);

    expect(await env.MEDIA.head(file)).toBeNull();
    const left = await env.DB.prepare("SELECT id FROM jobs WHERE id IN (?, ?, ?)").bind(done, failed, running).all();
    expect(left.results.map((row) => row.id)).toEqual([running]);
  });
});
