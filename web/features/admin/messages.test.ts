/**
 * An import's problems in the admin's language (./messages.ts, writeImportProblem): the API's
 * English texts are read back into their templates (worker/contract/message-templates.ts), so the
 * problems that name a person or the workbook's columns are written in Arabic around those names,
 * which stay as the file spells them.
 */
import { describe, expect, it } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { createI18n } from "../../../worker/contract/i18n";
import { importWarningsToast, writeImportProblem } from "./messages";

const ar = createI18n("ar", arabic);

describe("an import's problems in Arabic", () => {
  it.each([
    ["Missing required columns: Name, Surname, Position", "أعمدة مطلوبة غير موجودة: Name, Surname, Position"],
    ["Missing required column: Email", "عمود مطلوب غير موجود: Email"],
    ["Row 3: SARA MÜLLER appears more than once", "الصف 3: يتكرر SARA MÜLLER أكثر من مرة"],
    [
      "Row 7: noura.arabic@example.com appears more than once in the file",
      "الصف 7: يتكرر noura.arabic@example.com أكثر من مرة في الملف",
    ],
  ])("writes %j in Arabic", (english, expected) => {
    expect(writeImportProblem(english, ar)).toBe(expected);
  });

  it("keeps the English text in English, and the warnings toast names the first problem", () => {
    expect(writeImportProblem("Row 3: SARA MÜLLER appears more than once", createI18n("en"))).toBe(
      "Row 3: SARA MÜLLER appears more than once",
    );
    const toast = importWarningsToast(["Row 2: Jane Doe appears more than once"], ar);
    expect(toast.description).toBe("الصف 2: يتكرر Jane Doe أكثر من مرة");
  });
});
