import { env } from "cloudflare:workers";
import { SignJWT, generateKeyPair, importJWK } from "jose";
import { describe, expect, it } from "vitest";
import { CHECK_IN_MESSAGES, PASS_REISSUED_MESSAGE, type CheckInCounts } from "../contract/pass";
import { kuwaitTime } from "../contract/time";
import { signPassToken } from "../services/pass-token";
import { answer, api, callJson, expectJson, registerAdmin, registerDelegate } from "./helpers";
import type { AuthResponse } from "../contract/user";

const subjectOf = (user: AuthResponse) => ({
  id: user.id,
  candidateNumber: user.candidateNumber,
  firstName: user.firstName,
  lastName: user.lastName,
  passVersion: user.passVersion,
});

/** Counts straight from D1, to compare with the API's. */
async function countsInDb(): Promise<Record<string, { checkedIn: number; registered: number }>> {
  const registered = (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n;
  const rows = (
    await env.DB.prepare("SELECT event_type AS event, count(*) AS n FROM check_ins GROUP BY event_type").all<{
      event: string;
      n: number;
    }>()
  ).results;
  const of = (event: string) => rows.find((r) => r.event === event)?.n ?? 0;
  return {
    AC2025: { checkedIn: of("AC2025"), registered },
    GC_POWERLIST: { checkedIn: of("GC_POWERLIST"), registered },
  };
}

function asRecord(counts: CheckInCounts) {
  return Object.fromEntries(counts.map(({ event, checkedIn, registered }) => [event, { checkedIn, registered }]));
}

/** A token with pass claims, signed by `key` (the real one unless given). */
async function tokenWith(claims: Record<string, unknown>, subject: string, key?: CryptoKey) {
  const signing = key ?? ((await importJWK(JSON.parse(env.PASS_SIGNING_KEY), "EdDSA")) as CryptoKey);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "EdDSA", kid: JSON.parse(env.PASS_SIGNING_KEY).kid })
    .setSubject(subject)
    .sign(signing);
}

describe("check-in by scan", () => {
  it("checks in on the first scan, reports the first time on the second, per event, with matching counts", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate({ firstName: "Sara", lastName: "Mansour" });
    const token = await signPassToken(env, subjectOf(delegate));
    const before = await countsInDb();

    const first = await expectJson(
      api(admin.authToken).admin["check-in"].scan.$post({ json: { event: "AC2025", token } }),
      200,
    );
    expect(first).toMatchObject({
      status: "checked_in",
      event: "AC2025",
      person: {
        id: delegate.id,
        firstName: "Sara",
        lastName: "Mansour",
        candidateNumber: delegate.candidateNumber,
        email: delegate.email,
      },
    });
    expect(asRecord(first.counts)).toEqual(await countsInDb());
    expect(first.counts.find((c) => c.event === "AC2025")!.checkedIn).toBe(before.AC2025!.checkedIn + 1);
    expect(first.counts.find((c) => c.event === "GC_POWERLIST")!.checkedIn).toBe(before.GC_POWERLIST!.checkedIn);

    const second = await expectJson(
      api(admin.authToken).admin["check-in"].scan.$post({ json: { event: "AC2025", token } }),
      200,
    );
    expect(second.status).toBe("already_checked_in");
    expect(second.person.checkedInAt).toBe(first.person.checkedInAt);
    expect(kuwaitTime(new Date(second.person.checkedInAt))).toMatch(/^\d{2}:\d{2}$/);
    expect(asRecord(second.counts)).toEqual(asRecord(first.counts));

    const row = await env.DB.prepare(
      "SELECT checked_in_by AS by FROM check_ins WHERE user_id = ? AND event_type = 'AC2025'",
    )
      .bind(delegate.id)
      .first<{ by: number }>();
    expect(row?.by).toBe(admin.id);

    const evening = await expectJson(
      api(admin.authToken).admin["check-in"].scan.$post({ json: { event: "GC_POWERLIST", token } }),
      200,
    );
    expect(evening.status).toBe("checked_in");
    expect(asRecord(evening.counts)).toEqual(await countsInDb());
  });

  it("refuses forged, altered and foreign tokens and changes nothing", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    const claims = { cn: delegate.candidateNumber, name: "X Y", ev: ["AC2025", "GC_POWERLIST"] };
    const { privateKey } = await generateKeyPair("EdDSA", { extractable: true });
    const foreign = await tokenWith(claims, String(delegate.id), privateKey as CryptoKey);
    const genuine = await signPassToken(env, subjectOf(delegate));
    const [header, , signature] = genuine.split(".");
    const altered = `${header}.${btoa(JSON.stringify({ ...claims, sub: String(admin.id) })).replace(/=+$/, "")}.${signature}`;
    const before = await countsInDb();
    for (const token of [foreign, altered, "hello", genuine.split(".").slice(0, 2).join(".")]) {
      const result = await answer(
        api(admin.authToken).admin["check-in"].scan.$post({ json: { event: "AC2025", token } }),
      );
      expect(result).toMatchObject({ status: 400, body: { message: "This QR code is not a valid conference pass." } });
    }
    expect(await countsInDb()).toEqual(before);
  });

  it("refuses a genuine pass for an event it does not admit, and one whose registration is gone", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    const eveningOnly = await tokenWith(
      { cn: delegate.candidateNumber, name: "A B", ev: ["GC_POWERLIST"] },
      String(delegate.id),
    );
    expect(
      await answer(
        api(admin.authToken).admin["check-in"].scan.$post({ json: { event: "AC2025", token: eveningOnly } }),
      ),
    ).toMatchObject({
      status: 422,
      body: { message: "This pass is not valid for Conference 2025." },
    });
    const ghost = await tokenWith({ cn: 987654, name: "Gone", ev: ["AC2025"] }, "987654");
    expect(
      await answer(api(admin.authToken).admin["check-in"].scan.$post({ json: { event: "AC2025", token: ghost } })),
    ).toMatchObject({
      status: 404,
      body: { message: "No registration found for this pass." },
    });
  });

  it("validates the body", async () => {
    const admin = await registerAdmin();
    // Raw: "PARTY" is not one of the payload type's events, which the client does not allow.
    expect(
      await callJson("/api/admin/check-in/scan", { token: admin.authToken, body: { event: "PARTY", token: "x" } }),
    ).toMatchObject({
      status: 400,
      body: { message: "Choose AC2025 or GC_POWERLIST" },
    });
    expect(
      await answer(api(admin.authToken).admin["check-in"].scan.$post({ json: { event: "AC2025", token: "  " } })),
    ).toMatchObject({
      status: 400,
      body: { message: "Scan a pass QR code" },
    });
  });
});

describe("pass reissue (POST /api/admin/passes/{userId}/reissue)", () => {
  const scan = (admin: AuthResponse, token: string) =>
    answer(api(admin.authToken).admin["check-in"].scan.$post({ json: { event: "AC2025", token } }));

  it("withdraws the QR code shown before: the door refuses it with the reason, the new one checks in", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    const before = await signPassToken(env, subjectOf(delegate));
    const reissued = await answer(
      api(admin.authToken).admin.passes[":userId"].reissue.$post({ param: { userId: String(delegate.id) } }),
    );
    expect(reissued).toMatchObject({ status: 200, body: { message: PASS_REISSUED_MESSAGE, passVersion: 2 } });
    expect(await scan(admin, before)).toMatchObject({ status: 409, body: { message: CHECK_IN_MESSAGES.reissued } });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM check_ins WHERE user_id = ?").bind(delegate.id).first(),
    ).toEqual({ n: 0 });
    const after = await signPassToken(env, { ...subjectOf(delegate), passVersion: 2 });
    expect(after).not.toBe(before);
    expect(await scan(admin, after)).toMatchObject({ status: 200, body: { status: "checked_in" } });
    // The delegate's own view has the new version (the pass page loads the new QR code with it).
    expect((await expectJson(api(delegate.authToken).user.$get(), 200)).passVersion).toBe(2);
  });

  it("makes new pass files and deletes the stored ones", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    const qr = await api(delegate.authToken).qrcode[":userId"].$get({ param: { userId: String(delegate.id) } });
    const etag = qr.headers.get("ETag");
    await qr.arrayBuffer();
    expect((await env.MEDIA.list({ prefix: `passes/${delegate.id}/` })).objects).toHaveLength(1);
    const reissue = await api(admin.authToken).admin.passes[":userId"].reissue.$post({
      param: { userId: String(delegate.id) },
    });
    expect(reissue.status).toBe(200);
    expect((await env.MEDIA.list({ prefix: `passes/${delegate.id}/` })).objects).toHaveLength(0);
    const again = await api(delegate.authToken).qrcode[":userId"].$get(
      { param: { userId: String(delegate.id) } },
      { headers: { "If-None-Match": etag! } },
    );
    expect(again.status).toBe(200);
    expect(again.headers.get("ETag")).not.toBe(etag);
  });

  it("reads a token without a version as version 1, and refuses a version never issued", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    const claims = { cn: delegate.candidateNumber, name: "A B", ev: ["AC2025", "GC_POWERLIST"] };
    const unversioned = await tokenWith(claims, String(delegate.id));
    const ahead = await tokenWith({ ...claims, pv: 5 }, String(delegate.id));
    expect(await scan(admin, ahead)).toMatchObject({ status: 400, body: { message: CHECK_IN_MESSAGES.invalidToken } });
    expect(await scan(admin, unversioned)).toMatchObject({ status: 200, body: { status: "checked_in" } });
    await api(admin.authToken).admin.passes[":userId"].reissue.$post({ param: { userId: String(delegate.id) } });
    expect(await scan(admin, unversioned)).toMatchObject({
      status: 409,
      body: { message: CHECK_IN_MESSAGES.reissued },
    });
  });

  it("answers 404 for an unknown person and is for admins only", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate();
    expect(
      await answer(api(admin.authToken).admin.passes[":userId"].reissue.$post({ param: { userId: "987654" } })),
    ).toMatchObject({ status: 404, body: { message: "No registration found." } });
    expect(
      (await api(delegate.authToken).admin.passes[":userId"].reissue.$post({ param: { userId: String(delegate.id) } }))
        .status,
    ).toBe(403);
    const row = await env.DB.prepare("SELECT pass_version AS v FROM users WHERE id = ?").bind(delegate.id).first();
    expect(row).toEqual({ v: 1 });
  });
});

describe("check-in by search", () => {
  it("finds people by name, email or candidate number and checks them in by id", async () => {
    const admin = await registerAdmin();
    const delegate = await registerDelegate({ firstName: "Hessa", lastName: "Al-Mutairi" });
    const search = (q: string) =>
      expectJson(api(admin.authToken).admin["check-in"].search.$get({ query: { event: "GC_POWERLIST", q } }), 200);

    for (const q of [
      "hessa al-mut",
      "Al-Mutairi Hessa",
      delegate.email.slice(0, 12).toUpperCase(),
      `#${String(delegate.candidateNumber).padStart(2, "0")}`,
    ]) {
      const body = await search(q);
      expect(body.map((p) => p.id)).toContain(delegate.id);
      expect(body.find((p) => p.id === delegate.id)?.checkedInAt).toBeNull();
    }
    expect(await search("")).toEqual([]);
    expect(await search("%")).toEqual([]);
    // A number finds that candidate exactly, never an address that contains it.
    const number = delegate.candidateNumber;
    await registerDelegate({ email: `box${number}-${crypto.randomUUID().slice(0, 6)}@example.com` });
    for (const q of [String(number), `0${number}`, `#${number}`, `#00${number}`]) {
      expect((await search(q)).map((p) => p.id)).toEqual([delegate.id]);
    }

    const checkIn = () =>
      expectJson(
        api(admin.authToken).admin["check-in"].$post({ json: { event: "GC_POWERLIST", userId: delegate.id } }),
        200,
      );
    const result = await checkIn();
    expect(result.status).toBe("checked_in");
    expect(asRecord(result.counts)).toEqual(await countsInDb());
    const found = (await search("Hessa")).find((p) => p.id === delegate.id);
    expect(found?.checkedInAt).toBe(result.person.checkedInAt);
    expect(await checkIn()).toMatchObject({
      status: "already_checked_in",
      person: { checkedInAt: result.person.checkedInAt },
    });

    expect(
      await answer(api(admin.authToken).admin["check-in"].$post({ json: { event: "AC2025", userId: 987654 } })),
    ).toMatchObject({
      status: 404,
      body: { message: "No registration found." },
    });
  });

  it("answers the counts", async () => {
    const admin = await registerAdmin();
    const body = await expectJson(api(admin.authToken).admin["check-in"].counts.$get(), 200);
    expect(body.map((c) => c.event)).toEqual(["AC2025", "GC_POWERLIST"]);
    expect(asRecord(body)).toEqual(await countsInDb());
  });
});

describe("check-in access", () => {
  it.each([
    ["GET /api/admin/check-in/counts", (token?: string) => api(token).admin["check-in"].counts.$get()],
    [
      "GET /api/admin/check-in/search",
      (token?: string) => api(token).admin["check-in"].search.$get({ query: { event: "AC2025", q: "a" } }),
    ],
    [
      "POST /api/admin/check-in/scan",
      (token?: string) => api(token).admin["check-in"].scan.$post({ json: { event: "AC2025", token: "x" } }),
    ],
    [
      "POST /api/admin/check-in",
      (token?: string) => api(token).admin["check-in"].$post({ json: { event: "AC2025", userId: 1 } }),
    ],
  ])("%s: 401 anonymous, 403 for a delegate", async (_name, send) => {
    const delegate = await registerDelegate();
    expect((await send()).status).toBe(401);
    expect((await send(delegate.authToken)).status).toBe(403);
  });
});
