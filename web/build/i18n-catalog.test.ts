/**
 * The catalogues (docs/i18n.md): every message of the product has a real Arabic translation with
 * the same placeholders, and the runtime's parser of English messages (worker/contract/i18n.ts)
 * reads every message exactly as Lingui's compiler does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { beforeAll, describe, expect, it } from "vitest";
import { compileCatalog } from "./i18n-catalog";
import { createI18n, parseMessage, type CompiledMessage } from "../../worker/contract/i18n";

const file = (locale: string) => join(process.cwd(), "locales", `${locale}.po`);

async function entries(locale: string) {
  return formatter({ explicitIdAsDefault: true }).parse(readFileSync(file(locale), "utf8"), {
    locale,
    sourceLocale: "en",
    filename: file(locale),
  });
}

/**
 * Messages that are the same in Arabic: names and codes, which are written in Latin letters in
 * both languages (docs/i18n.md#what-stays-in-latin-letters).
 */
const SAME_IN_ARABIC = new Set(["AC2025", "GC Powerlist", "English", "العربية", "LinkedIn", "Kuwait City"]);

/** The placeholder names and element tags of a message: a translation must keep them all. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (compiled: CompiledMessage) => {
    if (typeof compiled === "string") return;
    for (const part of compiled) {
      if (typeof part === "string") for (const tag of part.matchAll(/<\/?(\d+)>/g)) names.add(`<${tag[1]}>`);
      else {
        names.add(part[0]);
        for (const form of Object.values(part[2] ?? {})) walk(form);
      }
    }
  };
  walk(JSON.parse(JSON.stringify(compileMessage(message))) as CompiledMessage);
  return [...names].sort();
}

/** Every plural of a compiled message, with its forms. */
function plurals(compiled: CompiledMessage): Record<string, CompiledMessage>[] {
  if (typeof compiled === "string") return [];
  return compiled.flatMap((part) =>
    typeof part === "string" || part.length === 1
      ? []
      : [...(part[1] === "plural" ? [part[2]] : []), ...Object.values(part[2]).flatMap(plurals)],
  );
}

describe("the catalogues", () => {
  let english: Awaited<ReturnType<typeof entries>>;
  let arabic: typeof english;
  let ids: string[];
  beforeAll(async () => {
    english = await entries("en");
    arabic = await entries("ar");
    ids = Object.keys(english);
  });

  it("list the same messages in both languages", () => {
    expect(ids.length).toBeGreaterThan(0);
    expect(Object.keys(arabic).sort()).toEqual([...ids].sort());
  });

  it("translate every message into Arabic, not copy it", () => {
    const missing = ids.filter((id) => !arabic[id]?.translation);
    const copied = ids.filter((id) => arabic[id]?.translation === id && !SAME_IN_ARABIC.has(id));
    expect(missing).toEqual([]);
    expect(copied).toEqual([]);
  });

  it("keep each message's placeholders and element tags in the translation", () => {
    const changed = ids.filter((id) => {
      const translation = arabic[id]?.translation;
      return translation && placeholders(translation).join() !== placeholders(id).join();
    });
    expect(changed).toEqual([]);
  });

  it("give every Arabic plural an `other` form", () => {
    const catalog = compileCatalog(file("ar"));
    const incomplete = Object.entries(catalog).filter(([, message]) => plurals(message).some((forms) => !forms.other));
    expect(incomplete.map(([id]) => id)).toEqual([]);
  });

  it("are read by the runtime's parser exactly as Lingui's compiler reads them", () => {
    for (const id of ids) expect(parseMessage(id), id).toEqual(JSON.parse(JSON.stringify(compileMessage(id))));
  });
});

describe("parseMessage", () => {
  it.each([
    "Plain text",
    "Hello {name}!",
    "{count, plural, one {# session} other {# sessions}}",
    "{n, plural, =0 {none} one {one of {total}} other {# of {total}}}",
    "{n, plural, one {# {kind, select, talk {talk #} other {item}}} other {#}}",
    "{kind, select, a {A} other {B}}",
    "Read the <0>terms</0>.",
  ])("compiles %s as Lingui does", (message) => {
    expect(parseMessage(message)).toEqual(JSON.parse(JSON.stringify(compileMessage(message))));
  });
});

describe("createI18n", () => {
  const sessions = "{count, plural, one {# session} other {# sessions}}";
  const arabic = {
    [sessions]: compileMessage(
      "{count, plural, zero {لا جلسات} one {جلسة واحدة} two {جلستان} few {# جلسات} many {# جلسة} other {# جلسة}}",
    ) as CompiledMessage,
    Days: "الأيام",
  };

  it("writes English from the message itself, with its plural", () => {
    const i18n = createI18n("en");
    expect(i18n._("Days")).toBe("Days");
    expect(i18n._(sessions, { count: 1 })).toBe("1 session");
    expect(i18n._(sessions, { count: 1200 })).toBe("1,200 sessions");
  });

  it("writes Arabic's six plural forms with Latin digits", () => {
    const i18n = createI18n("ar", arabic);
    expect([0, 1, 2, 3, 11, 100].map((count) => i18n._(sessions, { count }))).toEqual([
      "لا جلسات",
      "جلسة واحدة",
      "جلستان",
      "3 جلسات",
      "11 جلسة",
      "100 جلسة",
    ]);
  });

  it("falls back to English for a message the catalogue lacks, and reports each message used", () => {
    const used: string[] = [];
    const i18n = createI18n("ar", arabic, (id) => used.push(id));
    expect(i18n._("Days")).toBe("الأيام");
    expect(i18n._("Hello {name}", { name: "Noor" })).toBe("Hello Noor");
    expect(used).toEqual(["Days", "Hello {name}"]);
  });
});
