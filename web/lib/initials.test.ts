/** Initials of avatars (./initials.ts): the first letters, with an Arabic name's article skipped. */
import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it.each([
    ["Dana", "Al-Sayer", "DA"],
    ["dana", " al-sayer ", "DA"],
    ["نورة", "العلي", "نع"],
    ["عبدالله", "الرويح", "عر"],
    ["أحمد", "ال صباح", "أص"],
    ["ليلى", "ال-كندري", "لك"],
    // The article only before a name: "إلهام" and the two-letter "ال" keep their first letter.
    ["إلهام", "ال", "إا"],
  ])("%s %s → %s", (first, last, expected) => {
    expect(initials(first, last)).toBe(expected);
  });
});
