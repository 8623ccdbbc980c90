/**
 * Authorization of every admin call of admin-calls.ts: 401 without a session, 403 for a delegate.
 * The walk is raw (method and path strings), as security-access.test.ts matches the same list
 * against the app's routes.
 */
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { FORBIDDEN_MESSAGE, NOT_AUTHENTICATED_MESSAGE } from "../middleware/auth";
import { ADMIN_CALLS, adminCallBody, type AdminCall } from "./admin-calls";
import { api, freshIp, registerAdmin, registerDelegate } from "./helpers";

function send(call: AdminCall, token?: string): Promise<Response> {
  const { body, headers } = adminCallBody(call);
  const all = new Headers(headers);
  all.set("CF-Connecting-IP", freshIp());
  if (token) all.set("Authorization", `Bearer ${token}`);
  return exports.default.fetch(
    new Request(`http://localhost:8787${call.path}`, { method: call.method, headers: all, body }),
  );
}

describe("authorization of every admin call", () => {
  let delegateToken = "";
  let adminToken = "";
  beforeAll(async () => {
    delegateToken = (await registerDelegate()).authToken;
    adminToken = (await registerAdmin()).authToken;
  });

  it.each(ADMIN_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    "%s: 401 anonymous, 403 delegate",
    async (_name, call) => {
      const anonymous = await send(call);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });

      const delegate = await send(call, delegateToken);
      expect(delegate.status).toBe(403);
      expect(await delegate.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    },
  );

  it.each(ADMIN_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    "%s: an admin gets past the check",
    async (_name, call) => {
      const response = await send(call, adminToken);
      expect([401, 403]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    },
  );

  it("does not accept the session cookie for state-changing admin calls", async () => {
    const response = await api().admin.qna[":id"].archive.$post(
      { param: { id: "1" } },
      { headers: { Cookie: `__Host-session=${adminToken}` } },
    );
    expect(response.status).toBe(401);
  });
});
