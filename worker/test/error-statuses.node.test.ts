/**
 * One error model (docs/architecture.md#layering-rules): routes and middleware throw domain errors
 * (worker/services/errors.ts) and only worker/middleware/errors.ts writes an error's HTTP status.
 * This reads the Worker's HTTP layer (the app, worker/routes/ and worker/middleware/) without its
 * comments and fails on a status from 400 to 599 written as an answer's status, and on a
 * hand-made HTTPException. Runs in Node (the "scripts" vitest project): it reads source files.
 *
 * routes/pages.ts is exempt: it answers HTML documents, not the API, and its 404 and 500 are the
 * statuses of those documents (docs/architecture.md#request-path).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const WORKER = fileURLToPath(new URL("..", import.meta.url));

/** Where errors are turned into statuses, and the HTML documents' answers. */
const EXEMPT = new Set(["middleware/errors.ts", "routes/pages.ts"]);

/** Every .ts file under `dir`, relative to worker/. */
function sources(dir: string): string[] {
  return readdirSync(join(WORKER, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))
    .map((file) => relative(WORKER, join(WORKER, dir, file)).replaceAll("\\", "/"));
}

/** `source` without block and line comments (a TSDoc "429 answer of ..." is no answer). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

/**
 * An error status written by hand: as the status argument of c.json/c.text/c.body/c.status or a
 * helper (`, 404)` or `(404)`), as a Response's `status: 404`, or any HTTPException made here.
 */
const HAND_WRITTEN_STATUS = /[,(]\s*[45]\d\d\s*[,)]|\bstatus:\s*[45]\d\d\b|new HTTPException\b|\bHttpError\b/;

const FILES = ["app.ts", "index.ts", ...sources("routes"), ...sources("middleware")].filter((f) => !EXEMPT.has(f));

describe("error statuses", () => {
  it("reads the HTTP layer", () => {
    expect(FILES).toContain("routes/account.ts");
    expect(FILES).toContain("routes/admin/http.ts");
    expect(FILES).toContain("middleware/auth.ts");
  });

  it.each(FILES)("%s writes no error status of its own", (file) => {
    const lines = withoutComments(readFileSync(join(WORKER, file), "utf8")).split("\n");
    const offending = lines.filter((line) => HAND_WRITTEN_STATUS.test(line)).map((line) => line.trim());
    expect(offending).toEqual([]);
  });

  it("catches the forms it looks for", () => {
    for (const line of [
      'return c.json({ message: "No" }, 400);',
      'return c.text("Not found", 404)',
      "c.status(429);",
      "return new Response(body, { status: 503 });",
      'throw new HTTPException(401, { message: "No" });',
      "throw new HttpError(403, FORBIDDEN_MESSAGE);",
    ])
      expect(HAND_WRITTEN_STATUS.test(line), line).toBe(true);
    for (const line of ["return c.json(body, 200);", "return c.body(null, 304, headers);", "const MAX = 500;"])
      expect(HAND_WRITTEN_STATUS.test(line), line).toBe(false);
  });
});
