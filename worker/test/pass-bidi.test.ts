/**
 * Mixed-direction lines of the pass PDF (worker/services/pass-bidi.ts): the runs come in the visual
 * order of the Unicode Bidirectional Algorithm (UAX #9), so digits and Latin names inside Arabic
 * read in the right order once fontkit turns each Arabic run around.
 */
import { describe, expect, it } from "vitest";
import { visualRuns } from "../services/pass-bidi";

const runs = (text: string, base: "ltr" | "rtl") => visualRuns(text, base).map((run) => run.text);

describe("visualRuns", () => {
  it("leaves a left-to-right line whole", () => {
    expect(runs("Admits: AC2025 · GC Powerlist 6:00 PM", "ltr")).toEqual(["Admits: AC2025 · GC Powerlist 6:00 PM"]);
  });

  it("puts the numbers of an Arabic date between its words, right to left", () => {
    expect(runs("الاثنين، 13 أكتوبر 2025", "rtl")).toEqual(["2025", " أكتوبر ", "13", "الاثنين، "]);
  });

  it("keeps Latin names and times in their own order inside an Arabic line", () => {
    expect(runs("يسمح بالدخول: AC2025 · GC Powerlist 6:00 م", "rtl")).toEqual([
      " م",
      "AC2025 · GC Powerlist 6:00",
      "يسمح بالدخول: ",
    ]);
  });

  it("mirrors brackets in right-to-left runs (rule L4) and turns a run of neutrals around", () => {
    expect(runs("(توقيت الكويت، UTC+3)", "rtl")).toEqual(["(", "UTC+3", ")توقيت الكويت، "]);
  });

  it("orders an Arabic first name before a Latin surname, right to left", () => {
    expect(runs("محمد Smith", "rtl")).toEqual(["Smith", "محمد "]);
  });
});
