/**
 * The organisers' audit log (docs/api.md#audit-log; worker/services/audit-log.ts,
 * worker/middleware/audit.ts): every admin write route is named, a write is recorded with its
 * actor and target, a refused one is not, admin sign-ins are recorded, the list pages and filters,
 * erasure pseudonymises the entries about a person, and the daily run deletes entries past 400 days.
 */
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../index";
import { AUDITED_ROUTES } from "../middleware/audit";
import { AUDIT_LOG_RETENTION_DAYS, ERASED_SUMMARY } from "../services/audit-log";
import type { AuthResponse } from "../contract/user";
import { ADMIN_CALLS } from "./admin-calls";
import { api, expectJson, registerAdmin, registerDelegate } from "./helpers";
import { apiRoutes, keyOf, routeKeyOf } from "./security-routes";

const DAY_MS = 24 * 60 * 60 * 1000;

let admin: AuthResponse;
beforeAll(async () => {
  admin = await registerAdmin();
});

function auditLog(token: string, query: Record<string, string>) {
  return expectJson(api(token).admin["audit-log"].$get({ query }), 200);
}

describe("what is recorded", () => {
  it("names every admin write route, and only real routes", () => {
    const writes = new Set(
      ADMIN_CALLS.filter((call) => call.method !== "GET").map((call) => routeKeyOf(call.method, call.path)),
    );
    expect([...writes].filter((key) => key === null || !(key in AUDITED_ROUTES))).toEqual([]);
    const routes = new Set(apiRoutes().map(keyOf));
    expect(Object.keys(AUDITED_ROUTES).filter((key) => !routes.has(key as never))).toEqual([]);
  });

  it("records a registration's deletion with actor, action and target, and no name", async () => {
    const delegate = await registerDelegate({ firstName: "Nadia", lastName: "Quartermaine" });
    await expectJson(api(admin.authToken).users[":id"].$delete({ param: { id: String(delegate.id) } }), 200);
    const page = await auditLog(admin.authToken, { action: "registration.delete", targetId: String(delegate.id) });
    expect(page.total).toBe(1);
    expect(page.entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "registration.delete",
      targetType: "user",
      targetId: String(delegate.id),
    });
    expect(JSON.stringify(page.entries[0])).not.toMatch(/Nadia|Quartermaine|example\.com/);
    expect(Date.now() - Date.parse(page.entries[0]!.at)).toBeLessThan(60_000);
  });

  it("does not record a refused write", async () => {
    const response = await api(admin.authToken).users[":id"].$delete({ param: { id: "987654321" } });
    expect(response.status).toBe(404);
    expect((await auditLog(admin.authToken, { targetId: "987654321" })).total).toBe(0);
  });

  it("leaves out a desk's sync: each check-in is its own record, and desks sync every few seconds", async () => {
    const before = (await auditLog(admin.authToken, { actor: String(admin.id) })).total;
    const json = { desk: "Desk 1", checkIns: [] };
    await expectJson(api(admin.authToken).admin["check-in"].sync.$post({ json }), 200);
    expect((await auditLog(admin.authToken, { actor: String(admin.id) })).total).toBe(before);
  });

  it("records exports and admin sign-ins, not delegates' sign-ins", async () => {
    expect((await api(admin.authToken).registrations.export.$get()).status).toBe(200);
    expect((await auditLog(admin.authToken, { actor: String(admin.id), action: "registrations.export" })).total).toBe(
      1,
    );
    const signIns = await auditLog(admin.authToken, { actor: admin.email.toUpperCase(), action: "auth.sign-in" });
    expect(signIns.total).toBeGreaterThanOrEqual(1);
    const delegate = await registerDelegate();
    expect((await auditLog(admin.authToken, { actor: delegate.email })).total).toBe(0);
  });
});

describe("GET /api/admin/audit-log", () => {
  it("pages newest first and filters by date (Kuwait days)", async () => {
    const all = await auditLog(admin.authToken, { actor: String(admin.id), limit: "1" });
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.entries).toHaveLength(1);
    const second = await auditLog(admin.authToken, { actor: String(admin.id), limit: "1", page: "2" });
    expect(Date.parse(second.entries[0]!.at)).toBeLessThanOrEqual(Date.parse(all.entries[0]!.at));
    const kuwaitDay = (ms: number) => new Date(ms + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const today = kuwaitDay(Date.now());
    expect((await auditLog(admin.authToken, { actor: String(admin.id), from: today, to: today })).total).toBe(
      all.total,
    );
    const tomorrow = kuwaitDay(Date.now() + DAY_MS);
    expect((await auditLog(admin.authToken, { actor: String(admin.id), from: tomorrow })).total).toBe(0);
    const yesterday = kuwaitDay(Date.now() - DAY_MS);
    expect((await auditLog(admin.authToken, { actor: String(admin.id), to: yesterday })).total).toBe(0);
  });

  it("answers 400 for a malformed date and keeps the answer out of caches", async () => {
    const bad = await api(admin.authToken).admin["audit-log"].$get({ query: { from: "27/11/2026" } });
    expect(bad.status).toBe(400);
    const ok = await api(admin.authToken).admin["audit-log"].$get({ query: {} });
    expect(ok.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("erasure and retention", () => {
  it("pseudonymises entries about an erased person and blanks an erased actor's address", async () => {
    const delegate = await registerDelegate();
    const otherAdmin = await registerAdmin();
    await expectJson(
      api(otherAdmin.authToken).admin.passes[":userId"].reissue.$post({ param: { userId: String(delegate.id) } }),
      200,
    );
    const before = await auditLog(admin.authToken, { action: "pass.reissue", targetId: String(delegate.id) });
    expect(before.entries[0]).toMatchObject({ summary: "Pass reissued", actorEmail: otherAdmin.email });

    await expectJson(api(admin.authToken).users[":id"].$delete({ param: { id: String(delegate.id) } }), 200);
    await expectJson(api(admin.authToken).users[":id"].$delete({ param: { id: String(otherAdmin.id) } }), 200);
    const after = await auditLog(admin.authToken, { action: "pass.reissue", targetId: String(delegate.id) });
    expect(after.entries[0]).toMatchObject({ summary: ERASED_SUMMARY, actorEmail: "", actorId: otherAdmin.id });
  });

  it(`deletes entries older than ${AUDIT_LOG_RETENTION_DAYS} days in the daily scheduled run`, async () => {
    const now = Date.now();
    const insert = env.DB.prepare(
      "INSERT INTO audit_log (at, actor_id, actor_email, action, summary) VALUES (?, NULL, 'old@example.com', ?, 'x')",
    );
    await env.DB.batch([
      insert.bind(now - (AUDIT_LOG_RETENTION_DAYS + 1) * DAY_MS, "test.too-old"),
      insert.bind(now - (AUDIT_LOG_RETENTION_DAYS - 1) * DAY_MS, "test.kept"),
    ]);
    await worker.scheduled(createScheduledController({ cron: "30 0 * * *" }), env);
    const left = await env.DB.prepare("SELECT action FROM audit_log WHERE action LIKE 'test.%'").all<{
      action: string;
    }>();
    expect(left.results.map((r) => r.action)).toEqual(["test.kept"]);
  });
});
