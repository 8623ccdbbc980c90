/**
 * Response headers (docs/architecture.md#security: "Response headers on HTML, assets and
 * API: a Content-Security-Policy without `unsafe-inline` scripts (third-party frames allowed by
 * name), HSTS, nosniff, Referrer-Policy strict-origin-when-cross-origin, frame-ancestors, a
 * Permissions-Policy that allows the camera only where check-in needs it").
 *
 * HTML documents are requested through the app with a stand-in ASSETS (./documents.ts): what is
 * tested is the Worker's own layer (worker/middleware/security-headers.ts). The static files get
 * the same headers from dist/client/_headers, whose text web/build/headers.ts generates from the
 * same module; the last tests parse that text.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { staticHeadersFile } from "../../web/build/headers";
import { DEFAULT_SETTINGS } from "../contract/default-settings";
import { CAMERA_PATH, documentHeaders, frameSources } from "../middleware/security-headers";
import { getDocument as get, loadPageRenderer } from "./documents";
import { api, registerAdmin, registerDelegate } from "./helpers";
import { PUBLIC_CACHE_CONTROL } from "../middleware/cache";

beforeAll(loadPageRenderer, 60_000);

/** CSP directives by name (W3C CSP3 "parse a serialized CSP"). */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** The checks every answer must pass; `camera` says whether the camera may be used. */
function expectSecurityHeaders(response: Pick<Response, "headers">, camera: boolean): void {
  const csp = directives(response.headers.get("Content-Security-Policy"));
  const scripts = csp.get("script-src") ?? csp.get("default-src");
  expect(scripts, "script-src or default-src").toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain("*");
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  const frames = csp.get("frame-src") ?? csp.get("child-src") ?? csp.get("default-src")!;
  for (const source of frames) expect(["'none'", "'self'", ...frameSources(DEFAULT_SETTINGS)]).toContain(source);

  const hsts = response.headers.get("Strict-Transport-Security") ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts).toContain("includeSubDomains");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");

  const permissions = response.headers.get("Permissions-Policy") ?? "";
  expect(permissions).toContain(camera ? "camera=(self)" : "camera=()");
  expect(permissions).toContain("microphone=()");
  expect(permissions).toContain("geolocation=()");
}

describe("API answers", () => {
  it.each([
    ["a public read", "/api/stats", 200],
    ["a session read without a session", "/api/user", 401],
    ["a validation error", "/api/agenda?event=PARTY", 400],
    ["an unknown API path", "/api/nope", 404],
  ])("%s (%s)", async (_name, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response, false);
  });

  it("a signed-in write", async () => {
    const { authToken } = await registerDelegate();
    const response = await api(authToken).profile.$patch({ json: { company: "GEP" } });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, false);
  });

  it("an unexpected failure (500)", async () => {
    const broken = {
      prepare: () => ({
        bind: () => {
          throw new Error("D1 unavailable");
        },
        all: () => {
          throw new Error("D1 unavailable");
        },
      }),
      batch: () => Promise.reject(new Error("D1 unavailable")),
    } as unknown as D1Database;
    const response = await api(undefined, { bindings: { DB: broken } }).qna.$get();
    expect(response.status).toBe(500);
    expectSecurityHeaders(response, false);
  });

  it("do not allow any rendering: the API's policy is default-src 'none' and sandboxed", async () => {
    const csp = directives((await api().stats.$get()).headers.get("Content-Security-Policy"));
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.has("sandbox")).toBe(true);
  });
});

describe("answers that hold personal data or a credential", () => {
  it("are never stored: /api/user, /api/my-agenda/feed and /api/admin/event-settings", async () => {
    const admin = await registerAdmin();
    const answers = [
      await api(admin.authToken).user.$get(),
      await api(admin.authToken)["my-agenda"].feed.$get(),
      await api(admin.authToken).admin["event-settings"].$get(),
    ];
    for (const response of answers) {
      expect(response.status, response.url).toBe(200);
      expect(response.headers.get("Cache-Control"), response.url).toBe("private, no-store");
    }
  });

  it("keep the caching a route chose: a public read", async () => {
    expect((await api().stats.$get()).headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
  });
});

describe("HTML documents", () => {
  it.each([
    ["the landing page", "/", 200],
    ["the public agenda", "/agenda", 200],
    ["the app shell", "/app", 200],
    ["an admin page", "/app/admin/qna", 200],
    ["the reset page", "/reset-password", 200],
    // HTTP 404, with the shell that renders the app's 404 page (worker/contract/app-routes.ts).
    ["an unknown page (rendered by the app's 404)", "/no-such-page", 404],
  ])("%s (%s): no camera", async (_name, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expectSecurityHeaders(response, false);
  });

  it.each([CAMERA_PATH, `${CAMERA_PATH}?event=GC_POWERLIST`])(
    "the door check-in page (%s) may use the camera",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expectSecurityHeaders(response, true);
    },
  );

  it("only the check-in page itself: not a page below or beside it", async () => {
    expectSecurityHeaders(await get(`${CAMERA_PATH}/other`), false);
    expectSecurityHeaders(await get("/app/admin/check-in-history"), false);
  });

  it.each([
    ["a missing file", "/missing.js", 404],
    ["the app shell when ASSETS fails", "/app", 500],
  ])("error answers: %s", async (name, path, status) => {
    const failing = { fetch: async () => new Response("unavailable", { status: 503 }) } as unknown as Fetcher;
    const response = await get(path, {}, name.includes("ASSETS") ? { ASSETS: failing } : {});
    expect(response.status).toBe(status);
    expectSecurityHeaders(response, false);
  });

  it("keeps the headers on the error answer of a malformed EVENT_SETTINGS_JSON", async () => {
    const response = await get("/agenda", {}, { EVENT_SETTINGS_JSON: "{not json" });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expectSecurityHeaders(response, false);
  });

  it("the document policy allows only same-origin scripts", () => {
    const csp = directives(documentHeaders("/", DEFAULT_SETTINGS)["Content-Security-Policy"]!);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
  });

  it("frames LinkedIn and the configured social feed embed's origin, nothing else", () => {
    const framed = (socialEmbedUrl: string) =>
      directives(documentHeaders("/", { socialEmbedUrl })["Content-Security-Policy"]!).get("frame-src");
    expect(framed("")).toEqual(["https://www.linkedin.com"]);
    expect(framed("https://widgets.example.org/feed?page=asar")).toEqual([
      "https://www.linkedin.com",
      "https://widgets.example.org",
    ]);
    expect(framed("http://insecure.example.org/feed")).toEqual(["https://www.linkedin.com"]);
    expect(framed("not a url")).toEqual(["https://www.linkedin.com"]);
  });
});

describe("dist/client/_headers (web/build/headers.ts)", () => {
  /** Header blocks of a `_headers` file by URL pattern (Cloudflare Static Assets format). */
  function parseHeadersFile(text: string): Map<string, Record<string, string>> {
    const blocks = new Map<string, Record<string, string>>();
    let current: Record<string, string> | null = null;
    for (const line of text.split("\n")) {
      if (!line.trim()) continue;
      if (!/^\s/.test(line)) {
        current = {};
        blocks.set(line.trim(), current);
      } else {
        const separator = line.indexOf(":");
        current![line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
      }
    }
    return blocks;
  }

  it("gives every static file the Worker's document headers, camera off", () => {
    const blocks = parseHeadersFile(staticHeadersFile(DEFAULT_SETTINGS));
    expect(blocks.get("/*")).toEqual(documentHeaders("/", DEFAULT_SETTINGS));
    const asResponse = new Response(null, { headers: blocks.get("/*") });
    expectSecurityHeaders(asResponse, false);
  });

  it("caches hashed assets for a year, immutable", () => {
    expect(parseHeadersFile(staticHeadersFile(DEFAULT_SETTINGS)).get("/assets/*")).toEqual({
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
});
