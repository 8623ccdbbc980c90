import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { csvField, toCsv } from "../lib/csv";
import { answer, api, expectJson, registerAdmin, registerDelegate } from "./helpers";

let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  admin = await registerAdmin();
});

async function count(sql: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Inserts people directly (no PBKDF2, no emails), candidate numbers from `firstNumber`, in
 * multi-row statements of 10 rows (8 parameters each) within D1's 100 bound parameters.
 */
async function insertPeople(
  firstNumber: number,
  people: ReadonlyArray<{ firstName: string; lastName?: string; company?: string; title?: string; email?: string }>,
): Promise<number[]> {
  const rows = people.map((p, i) => {
    const n = firstNumber + i;
    return [
      n,
      p.email ?? `p${n}@example.com`,
      p.email ?? `p${n}@example.com`,
      p.firstName,
      p.lastName ?? "Last",
      p.company ?? "Co",
      p.title ?? "Analyst",
      1_700_000_000_000 + i,
    ];
  });
  for (let i = 0; i < rows.length; i += 10) {
    const chunk = rows.slice(i, i + 10);
    await env.DB.prepare(
      `INSERT INTO users (candidate_number, username, email, first_name, last_name, company, title, created_at, password) VALUES ${chunk.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, '')").join(", ")}`,
    )
      .bind(...chunk.flat())
      .run();
  }
  const found = await env.DB.prepare(
    `SELECT id FROM users WHERE candidate_number BETWEEN ? AND ? ORDER BY candidate_number`,
  )
    .bind(firstNumber, firstNumber + people.length - 1)
    .all<{ id: number }>();
  return found.results.map((r) => r.id);
}

const list = (query: Record<string, string> = {}) => api(admin.authToken).users.$get({ query });

describe("GET /api/users", () => {
  it("answers the first 25 by candidate number with the total, without passwords", async () => {
    const a = await registerDelegate({ firstName: "Zaid" });
    await insertPeople(
      700_000,
      Array.from({ length: 30 }, (_, i) => ({ firstName: `Filler${i}` })),
    );
    const response = await list();
    const body = await expectJson(response, 200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(25);
    expect(body.rows).toHaveLength(25);
    expect(body.total).toBe(await count("SELECT count(*) AS n FROM users"));
    const numbers = body.rows.map((u) => u.candidateNumber);
    expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    expect(body.rows.find((u) => u.id === a.id)).toMatchObject({ firstName: "Zaid", email: a.email, isAdmin: false });
    expect(JSON.stringify(body)).not.toContain("pbkdf2");
  });

  it("searches every word in name, email, company and job title, case-insensitively, with LIKE wildcards taken literally", async () => {
    const tag = `Tag${crypto.randomUUID().slice(0, 6)}`;
    const ids = await insertPeople(710_000, [
      { firstName: "Noura", lastName: "Al-Sabah", company: `${tag} Energy` },
      { firstName: "Fahad", lastName: "Al-Mutairi", company: `${tag} Bank`, title: "Energy Analyst" },
      { firstName: "Dana", company: "Other", email: `dana.${tag.toLowerCase()}@example.com` },
      { firstName: "Hessa", company: `${tag} 100% Co` },
    ]);
    const search = async (q: string) => (await expectJson(list({ q }), 200)).rows.map((u) => u.id);
    expect(await search(tag.toLowerCase())).toEqual(ids);
    expect(await search(`  ENERGY ${tag} `)).toEqual([ids[0], ids[1]]);
    expect(await search(`al-sab ${tag}`)).toEqual([ids[0]]);
    expect(await search(`${tag} 100%`)).toEqual([ids[3]]);
    expect(await search(`${tag} 1_0`)).toEqual([]);
    expect(await search(`${tag} %`)).toEqual([ids[3]]);
    expect((await expectJson(list({ q: `nobody-${tag}` }), 200)).total).toBe(0);
  });

  it("finds a candidate number exactly, with or without '#' and leading zeros", async () => {
    const [id] = await insertPeople(720_004, [{ firstName: "Exact", company: "Block 720004 Co" }]);
    await insertPeople(7_200_040, [{ firstName: "Longer" }]);
    for (const q of ["720004", "0720004", "#720004", "# 720004"]) {
      const body = await expectJson(list({ q }), 200);
      expect(body.rows.map((u) => u.id)).toEqual([id]);
      expect(body.total).toBe(1);
    }
  });

  it("sorts by each field both ways, ties by id in the same direction, and pages without overlap", async () => {
    const tag = `Sort${crypto.randomUUID().slice(0, 6)}`;
    // Same first name and company for the first three: only the id can order them.
    const ids = await insertPeople(730_000, [
      { firstName: "bader", company: `${tag} zeta` },
      { firstName: "Bader", company: `${tag} Zeta` },
      { firstName: "BADER", company: `${tag} ZETA` },
      { firstName: "amal", company: `${tag} alpha` },
      { firstName: "Yousef", company: `${tag} Mid` },
    ]);
    const sorted = async (sort: string, direction: string) =>
      (await expectJson(list({ q: tag, sort, direction }), 200)).rows.map((u) => u.id);
    expect(await sorted("firstName", "asc")).toEqual([ids[3], ids[0], ids[1], ids[2], ids[4]]);
    expect(await sorted("firstName", "desc")).toEqual([ids[4], ids[2], ids[1], ids[0], ids[3]]);
    expect(await sorted("company", "asc")).toEqual([ids[3], ids[4], ids[0], ids[1], ids[2]]);
    expect(await sorted("company", "desc")).toEqual([ids[2], ids[1], ids[0], ids[4], ids[3]]);
    expect(await sorted("candidateNumber", "desc")).toEqual([...ids].reverse());
    expect(await sorted("createdAt", "asc")).toEqual(ids);
    expect(await sorted("email", "asc")).toEqual(ids);

    const pages = [];
    for (const page of ["1", "2", "3"]) {
      const body = await expectJson(list({ q: tag, sort: "firstName", pageSize: "25", page }), 200);
      pages.push(body);
    }
    expect(pages[0]!.rows).toHaveLength(5);
    expect(pages[1]).toEqual({ rows: [], total: 5, page: 2, pageSize: 25 });

    // Pages of the whole list join up to every user exactly once, even across ties.
    const total = await count("SELECT count(*) AS n FROM users");
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 50); page++)
      seen.push(
        ...(await expectJson(list({ sort: "company", pageSize: "50", page: String(page) }), 200)).rows.map((u) => u.id),
      );
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("filters by user type", async () => {
    const body = await expectJson(list({ userType: "ASAR", pageSize: "100" }), 200);
    expect(body.total).toBe(await count("SELECT count(*) AS n FROM users WHERE user_type = 'ASAR'"));
    expect(body.rows.every((u) => u.userType === "ASAR")).toBe(true);
  });

  it("searches within one user type, as Delegate Management's search and filter ask", async () => {
    const tag = `Type${crypto.randomUUID().slice(0, 6)}`;
    const ids = await insertPeople(740_000, [
      { firstName: "Mona", company: `${tag} Co` },
      { firstName: "Mona", company: `${tag} Co` },
    ]);
    await env.DB.prepare("UPDATE users SET user_type = 'speaker' WHERE id = ?").bind(ids[1]).run();
    const body = await expectJson(list({ q: `mona ${tag}`, userType: "speaker" }), 200);
    expect(body.rows.map((u) => u.id)).toEqual([ids[1]]);
    expect(body.total).toBe(1);
    const byNumber = await expectJson(list({ q: "#740000", userType: "speaker" }), 200);
    expect(byNumber.total).toBe(0);
  });

  it.each([
    [{ sort: "password" }, "sort must be one of candidateNumber, firstName, email, company, createdAt"],
    [{ direction: "up" }, "direction must be asc or desc"],
    [{ page: "0" }, "page must be a whole number from 1"],
    [{ page: "1.5" }, "page must be a whole number from 1"],
    [{ page: "abc" }, "page must be a whole number from 1"],
    [{ pageSize: "10" }, "pageSize must be 25, 50, 100"],
    [{ pageSize: "1000" }, "pageSize must be 25, 50, 100"],
    [{ q: "x".repeat(101) }, "q must be at most 100 characters"],
    [{ userType: "admin" }, "userType must be one of delegate, speaker, ASAR"],
  ])("answers 400 for %o", async (query, message) => {
    expect(await answer(list(query))).toMatchObject({ status: 400, body: { message } });
  });
});

describe("Migration 0007", () => {
  it("creates the sort indexes, and every sort of the list reads an index instead of sorting", async () => {
    const indexes = await env.DB.prepare("PRAGMA index_list(users)").all<{ name: string }>();
    const names = indexes.results.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(["users_first_name_nocase_idx", "users_company_nocase_idx"]));
    expect(names).not.toContain("users_company_idx");
    const orders = [
      "candidate_number, id",
      "first_name COLLATE NOCASE DESC, id DESC",
      "company COLLATE NOCASE, id",
      "email DESC, id DESC",
      "created_at, id",
    ];
    for (const order of orders) {
      const plan = await env.DB.prepare(
        `EXPLAIN QUERY PLAN SELECT * FROM users ORDER BY ${order} LIMIT 25 OFFSET 50`,
      ).all<{
        detail: string;
      }>();
      const details = plan.results.map((r) => r.detail).join("; ");
      expect(details).toMatch(/USING INDEX/);
      expect(details).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe("DELETE /api/users/{id}", () => {
  it("removes the registration with its questions, tokens, email logs, enquiries, sessions and pass files in one go", async () => {
    const victim = await registerDelegate();
    const other = await registerDelegate();
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO qna_questions (user_id, question) VALUES (?, 'What time is lunch served?')").bind(
        victim.id,
      ),
      env.DB.prepare("INSERT INTO qna_questions (user_id, question) VALUES (?, 'Is there parking at the venue?')").bind(
        other.id,
      ),
      env.DB.prepare("INSERT INTO login_tokens (user_id, token, expires_at) VALUES (?, ?, ?)").bind(
        victim.id,
        `lt-${victim.id}`,
        now + 60_000,
      ),
      env.DB.prepare("INSERT INTO password_reset_tokens (user_id, token, expires_at) VALUES (?, ?, ?)").bind(
        victim.id,
        `rt-${victim.id}`,
        now + 60_000,
      ),
      env.DB.prepare(
        "INSERT INTO email_logs (user_id, email_type, recipient_email, subject, success) VALUES (?, 'registration_confirmation', ?, 'Welcome', 1)",
      ).bind(victim.id, victim.email),
      env.DB.prepare(
        "INSERT INTO email_logs (user_id, email_type, recipient_email, subject, success) VALUES (NULL, 'password_reset', ?, 'Reset', 0)",
      ).bind(victim.email),
      env.DB.prepare(
        "INSERT INTO email_logs (user_id, email_type, recipient_email, subject, success) VALUES (?, 'registration_confirmation', ?, 'Welcome', 1)",
      ).bind(other.id, other.email),
      env.DB.prepare(
        "INSERT INTO enquiries (user_id, first_name, last_name, email, company, title, message) VALUES (?, 'A', 'B', ?, 'C', 'D', 'A long enough message')",
      ).bind(victim.id, victim.email),
      env.DB.prepare("INSERT INTO check_ins (user_id, event_type) VALUES (?, 'AC2025')").bind(victim.id),
    ]);
    for (const user of [victim, other])
      expect(
        (await api(user.authToken)["pass-pdf"][":userId"].$get({ param: { userId: String(user.id) } })).status,
      ).toBe(200);
    expect((await env.MEDIA.list({ prefix: `passes/${victim.id}/` })).objects).not.toHaveLength(0);

    // The victim's confirmation email may still be queued: the consumer drops it unlogged once the
    // account is gone (worker/email/consumer.ts), so nothing below depends on the queue's timing.
    const response = await answer(api(admin.authToken).users[":id"].$delete({ param: { id: String(victim.id) } }));
    expect(response).toMatchObject({ status: 200, body: { message: "Registration deleted" } });

    expect(await count("SELECT count(*) AS n FROM users WHERE id = ?", victim.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM qna_questions WHERE user_id = ?", victim.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM login_tokens WHERE user_id = ?", victim.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = ?", victim.id)).toBe(0);
    expect(
      await count(
        "SELECT count(*) AS n FROM email_logs WHERE user_id = ? OR recipient_email = ?",
        victim.id,
        victim.email,
      ),
    ).toBe(0);
    expect(await count("SELECT count(*) AS n FROM enquiries WHERE user_id = ?", victim.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM check_ins WHERE user_id = ?", victim.id)).toBe(0);
    expect((await api(victim.authToken).user.$get()).status).toBe(401);
    expect((await env.MEDIA.list({ prefix: `passes/${victim.id}/` })).objects).toHaveLength(0);

    // Someone else's data is untouched.
    expect(await count("SELECT count(*) AS n FROM qna_questions WHERE user_id = ?", other.id)).toBe(1);
    // The row inserted above (the email queue may log the real confirmation meanwhile).
    expect(
      await count("SELECT count(*) AS n FROM email_logs WHERE user_id = ? AND subject = 'Welcome'", other.id),
    ).toBe(1);
    expect((await api(other.authToken).user.$get()).status).toBe(200);
    expect((await env.MEDIA.list({ prefix: `passes/${other.id}/` })).objects).not.toHaveLength(0);
  });

  it("answers 404 for an unknown id, 400 for a malformed one and refuses the admin's own account", async () => {
    expect(await answer(api(admin.authToken).users[":id"].$delete({ param: { id: "99999999" } }))).toMatchObject({
      status: 404,
      body: { message: "Registration not found" },
    });
    expect(await answer(api(admin.authToken).users[":id"].$delete({ param: { id: "abc" } }))).toMatchObject({
      status: 400,
      body: { message: "Invalid id" },
    });
    expect(await answer(api(admin.authToken).users[":id"].$delete({ param: { id: String(admin.id) } }))).toMatchObject({
      status: 400,
      body: { message: "You cannot delete your own account" },
    });
    expect(await count("SELECT count(*) AS n FROM users WHERE id = ?", admin.id)).toBe(1);
  });
});

describe("CSV export", () => {
  it("writes RFC 4180 fields and neutralises formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('Say "hi", then go')).toBe('"Say ""hi"", then go"');
    expect(csvField("two\r\nlines")).toBe('"two\r\nlines"');
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField("+96550001234")).toBe(`"'+96550001234"`);
    expect(csvField("-1")).toBe(`"'-1"`);
    expect(csvField("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvField("\tcmd")).toBe(`"'\tcmd"`);
    expect(csvField("x;=1+1;@SUM(2)")).toBe(`"x;'=1+1;'@SUM(2)"`);
    expect(csvField("a - b, c")).toBe('"a - b, c"');
    expect(csvField(42)).toBe("42");
    expect(csvField(null)).toBe("");
    expect(
      toCsv([
        ["a", "b"],
        ["c", "d"],
      ]),
    ).toBe("\uFEFFa,b\r\nc,d\r\n");
  });

  it("starts no formula in any cell, whatever separator and quoting a reader uses", () => {
    const hostile = ["x;=1+1;@SUM(2)", "a,+1", "a\t-1", "a|@A1", 'a"=1', "a\r\n=1", "a\n+1", "a;\t=1", "=1;=2"];
    const formula = /^[=+\-@\t\r]/;
    for (const value of hostile) {
      const field = csvField(value);
      // A reader that honours quotes sees one cell; one that ignores them splits on any separator.
      const quoted = field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
      expect(quoted, value).not.toMatch(formula);
      for (const cell of field.split(/[,;\t|\r\n"]/)) expect(cell, `${value}: ${field}`).not.toMatch(formula);
    }
  });

  it("downloads every registration as CSV, also by navigation with the session cookie", async () => {
    const tricky = await registerDelegate({
      firstName: "=cmd|' /C calc'!A0",
      lastName: "نورة",
      company: 'Quotes "Inc", Ltd',
    });
    // Registered at 22:30:05 UTC on 12 October: 01:30:05 the next day in Kuwait.
    await env.DB.prepare("UPDATE users SET created_at = ? WHERE id = ?")
      .bind(Date.UTC(2025, 9, 12, 22, 30, 5), tricky.id)
      .run();
    const response = await api().registrations.export.$get(undefined, {
      headers: { Cookie: `__Host-session=${admin.authToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8; header=present");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true, fatal: false }).decode(bytes);
    expect(
      text.startsWith(
        "\uFEFFCandidate Number,First Name,Last Name,Email,Company,Job Title,Phone,Country Code,LinkedIn URL,Expertise,User Type,Registered At (Kuwait time UTC+03:00)\r\n",
      ),
    ).toBe(true);
    const line = text.split("\r\n").find((l) => l.includes(tricky.email));
    expect(line).toBe(
      `${tricky.candidateNumber},"'=cmd|' /C calc'!A0",نورة,${tricky.email},"Quotes ""Inc"", Ltd",Project Finance Lead,"'+96550001234","'+965",,PPP,delegate,2025-10-13 01:30:05`,
    );
    const users = await count("SELECT count(*) AS n FROM users");
    expect(text.trimEnd().split("\r\n")).toHaveLength(users + 1);
  });
});
