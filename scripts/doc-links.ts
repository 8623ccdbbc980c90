/**
 * Checks that every link to a section of the repository's documentation resolves (`npm run lint`,
 * docs/testing.md#lint): comments cite `docs/<page>.md#<heading>` (docs/README.md, Conventions), and
 * the pages link to each other as `[text](api.md#heading)`. A renamed heading breaks them silently
 * otherwise.
 *
 * What is read: every file git tracks or would track (`git ls-files --cached --others
 * --exclude-standard`) with a text extension of {@link SCANNED}. What counts as a link:
 * - `docs/<path>.md` or `docs/<path>.md#<anchor>` anywhere, resolved from the repository root;
 * - in Markdown files, a link target `(<relative>.md#<anchor>)` or `(#<anchor>)`, resolved from the
 *   page's own folder.
 * Anchors are GitHub's heading slugs ({@link headingSlugs}). The Markdown pages' code spans that
 * name a file of the repository ({@link findFileMentions}) must name one that exists.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

/** The extensions of the files whose links are checked. */
const SCANNED = /\.(ts|tsx|js|cjs|mjs|md|jsonc|json|toml|css|html)$/;

/** Files whose links are broken on purpose: this check's own test cases. */
const UNCHECKED = new Set(["package-lock.json", "scripts/doc-links.test.ts"]);

/**
 * The anchors GitHub gives the headings of a Markdown page: the heading's text in lower case,
 * without Markdown code marks and punctuation (letters, digits, `_`, `-` and spaces stay), spaces
 * turned into `-`; a repeated slug gets `-1`, `-2`, ... Headings inside fenced code blocks are not
 * headings.
 */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .replace(/`/g, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_\- ]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

/** A documentation link found in a file: where it is, and the page and anchor it names. */
export interface DocLink {
  file: string;
  line: number;
  /** The page, relative to the repository root. */
  page: string;
  anchor: string | null;
}

/** The documentation links in one file's text (`file` is relative to the repository root). */
export function findDocLinks(file: string, text: string): DocLink[] {
  const links: DocLink[] = [];
  const lines = text.split("\n");
  lines.forEach((content, index) => {
    for (const match of content.matchAll(/(?<![\w/.])docs\/([\w./-]+?\.md)(?:#([\w-]+))?/g)) {
      links.push({ file, line: index + 1, page: `docs/${match[1]}`, anchor: match[2] ?? null });
    }
    if (!file.endsWith(".md")) return;
    for (const match of content.matchAll(/\]\(((?:[\w.-]+\/)*[\w.-]+\.md)?#([\w-]+)\)/g)) {
      const page = match[1] ? normalize(join(dirname(file), match[1])) : file;
      links.push({ file, line: index + 1, page, anchor: match[2]! });
    }
  });
  return links;
}

/**
 * The repository files a Markdown page names in code spans (`` `web/lib/api.ts` ``), by line: a
 * path under one of the source folders, without wildcards or placeholders. Each must exist.
 */
export function findFileMentions(file: string, text: string): { file: string; line: number; path: string }[] {
  if (!file.endsWith(".md")) return [];
  return text.split("\n").flatMap((content, index) =>
    [...content.matchAll(/`((?:web|worker|db|e2e|bench|scripts|locales|docs)\/[\w./-]+)`/g)].map((match) => ({
      file,
      line: index + 1,
      path: match[1]!.replace(/\/$/, ""),
    })),
  );
}

/** One line per link that names a missing page or a heading its page does not have. */
export function brokenLinks(links: DocLink[], readPage: (page: string) => string | null): string[] {
  const slugs = new Map<string, Set<string> | null>();
  const pageSlugs = (page: string) => {
    if (!slugs.has(page)) {
      const text = readPage(page);
      slugs.set(page, text === null ? null : headingSlugs(text));
    }
    return slugs.get(page)!;
  };
  return links.flatMap(({ file, line, page, anchor }) => {
    const found = pageSlugs(page);
    if (found === null) return [`${file}:${line}: ${page} does not exist`];
    if (anchor !== null && !found.has(anchor)) return [`${file}:${line}: ${page} has no heading #${anchor}`];
    return [];
  });
}

function main(): void {
  const root = normalize(join(import.meta.dirname, ".."));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => SCANNED.test(file) && !UNCHECKED.has(file) && existsSync(join(root, file)));
  const links = files.flatMap((file) => findDocLinks(file, readFileSync(join(root, file), "utf8")));
  const problems = brokenLinks(links, (page) => {
    const path = join(root, page);
    return relative(root, path).startsWith("..") || !existsSync(path) ? null : readFileSync(path, "utf8");
  });
  const mentions = files.flatMap((file) => findFileMentions(file, readFileSync(join(root, file), "utf8")));
  for (const { file, line, path } of mentions) {
    if (!existsSync(join(root, path))) problems.push(`${file}:${line}: ${path} does not exist`);
  }
  if (problems.length > 0) {
    console.error(`Broken documentation links (${problems.length}):\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(
    `Documentation links: ${links.length} links and ${mentions.length} file names checked in ${files.length} files, all resolve.`,
  );
}

if (process.argv[1] === import.meta.filename) main();
