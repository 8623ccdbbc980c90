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

describe("GET /api/users", () => {
  it("lists every registration by candidate number, without passwords", async () => {
    const a = await registerDelegate({ firstName: "Zaid" });
    const b = await registerDelegate({ firstName: "Amal" });
    const response = await api(admin.authToken).users.$get();
    const body = await expectJson(response, 200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const numbers = body.map((u) => u.candidateNumber);
    expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    expect(body.find((u) => u.id === a.id)).toMatchObject({ firstName: "Zaid", email: a.email, isAdmin: false });
    expect(body.find((u) => u.id === b.id)?.firstName).toBe("Amal");
    expect(JSON.stringify(body)).not.toContain("pbkdf2");
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
    expect(await count("SELECT count(*) AS n FROM email_logs WHERE user_id = ?", other.id)).toBe(1);
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
    expect(csvField("+96550001234")).toBe("'+96550001234");
    expect(csvField("-1")).toBe("'-1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField(42)).toBe("42");
    expect(csvField(null)).toBe("");
    expect(
      toCsv([
        ["a", "b"],
        ["c", "d"],
      ]),
    ).toBe("\uFEFFa,b\r\nc,d\r\n");
  });

  it("downloads every registration as CSV, also by navigation with the session cookie", async () => {
    const tricky = await registerDelegate({
      firstName: "=cmd|' /C calc'!A0",
      lastName: "نورة",
      company: 'Quotes "Inc", Ltd',
    });
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
        "\uFEFFCandidate Number,First Name,Last Name,Email,Company,Job Title,Phone,Country Code,LinkedIn URL,Expertise,User Type,Registered At\r\n",
      ),
    ).toBe(true);
    const line = text.split("\r\n").find((l) => l.includes(tricky.email));
    expect(line).toBe(
      `${tricky.candidateNumber},'=cmd|' /C calc'!A0,نورة,${tricky.email},"Quotes ""Inc"", Ltd",Project Finance Lead,'+96550001234,'+965,,PPP,delegate,${tricky.createdAt}`,
    );
    const users = await count("SELECT count(*) AS n FROM users");
    expect(text.trimEnd().split("\r\n")).toHaveLength(users + 1);
  });
});
