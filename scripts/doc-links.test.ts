import { describe, expect, it } from "vitest";
import { brokenLinks, findDocLinks, findFileMentions, headingSlugs } from "./doc-links";

describe("headingSlugs", () => {
  it("gives GitHub's anchors: lower case, punctuation and code marks dropped, spaces as hyphens", () => {
    const slugs = headingSlugs(
      ["# Product", "## Arabic versions of content", "### `npm start` ignores PORT, today", "## Q&A / moderation"].join(
        "\n",
      ),
    );
    expect([...slugs]).toEqual([
      "product",
      "arabic-versions-of-content",
      "npm-start-ignores-port-today",
      "qa--moderation",
    ]);
  });

  it("numbers repeated headings and ignores headings inside code fences", () => {
    const slugs = headingSlugs(["## Checks", "```sh", "# not a heading", "```", "## Checks"].join("\n"));
    expect([...slugs]).toEqual(["checks", "checks-1"]);
  });
});

describe("findDocLinks", () => {
  it("finds docs/ links in code and relative links in Markdown, resolved from the page's folder", () => {
    const inCode = findDocLinks(
      "worker/a.ts",
      " * see docs/api.md#rate-limits and docs/decisions/0001-one-worker-with-static-assets.md",
    );
    expect(inCode).toEqual([
      { file: "worker/a.ts", line: 1, page: "docs/api.md", anchor: "rate-limits" },
      { file: "worker/a.ts", line: 1, page: "docs/decisions/0001-one-worker-with-static-assets.md", anchor: null },
    ]);
    const inDocs = findDocLinks(
      "docs/decisions/0002-sessions-in-kv-and-revocation-point.md",
      "intro\n[limits](../api.md#rate-limits), [here](#context)",
    );
    expect(inDocs).toEqual([
      {
        file: "docs/decisions/0002-sessions-in-kv-and-revocation-point.md",
        line: 2,
        page: "docs/api.md",
        anchor: "rate-limits",
      },
      {
        file: "docs/decisions/0002-sessions-in-kv-and-revocation-point.md",
        line: 2,
        page: "docs/decisions/0002-sessions-in-kv-and-revocation-point.md",
        anchor: "context",
      },
    ]);
  });

  it("does not read a path that merely ends in docs/ as a link", () => {
    expect(findDocLinks("a.ts", "node_modules/x/docs/api.md#intro")).toEqual([]);
  });
});

describe("brokenLinks", () => {
  const pages: Record<string, string> = { "docs/product.md": "# Product\n## Arabic versions of content" };
  const read = (page: string) => pages[page] ?? null;

  it("reports a heading the page does not have and a page that does not exist", () => {
    // A page the `read` above does not have (docs/api.md exists in the repository, not in `pages`).
    const links = [
      ...findDocLinks("worker/i18n.ts", "docs/product.md#arabic-content"),
      ...findDocLinks("worker/i18n.ts", "docs/api.md#x"),
    ];
    expect(brokenLinks(links, read)).toEqual([
      "worker/i18n.ts:1: docs/product.md has no heading #arabic-content",
      "worker/i18n.ts:1: docs/api.md does not exist",
    ]);
  });

  it("accepts links that resolve", () => {
    const links = findDocLinks("a.ts", "docs/product.md#arabic-versions-of-content docs/product.md");
    expect(brokenLinks(links, read)).toEqual([]);
  });
});

describe("findFileMentions", () => {
  it("names the repository files a page mentions in code spans, but not globs, placeholders or code", () => {
    const page = [
      "Set in `web/lib/api.ts` and `worker/routes/`.",
      "Not `web/**/*.test.ts`, `e2e/<spec>` or `a/web/x.ts`.",
    ];
    expect(findFileMentions("docs/testing.md", page.join("\n"))).toEqual([
      { file: "docs/testing.md", line: 1, path: "web/lib/api.ts" },
      { file: "docs/testing.md", line: 1, path: "worker/routes" },
    ]);
    expect(findFileMentions("worker/a.ts", page.join("\n"))).toEqual([]);
  });
});
