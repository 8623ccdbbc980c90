/**
 * An import's problems in the admin's language (./import-messages.ts, writeImportProblem): the API's
 * English texts are read back into their templates (worker/contract/message-templates.ts), so the
 * problems that name a person or the workbook's columns are written in Arabic around those names,
 * which stay as the file spells them.
 */
import { describe, expect, it } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { createI18n } from "../../../worker/contract/i18n";
import { writeMessage } from "../../../worker/contract/message-templates";
import { importWarningsToast, writeImportProblem } from "./import-messages";

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

describe("a server's message in the page's language (writeMessage)", () => {
  it.each([
    // A message of its own keeps its own translation, though a template would also match it.
    ["Email is required", "البريد الإلكتروني مطلوب"],
    // A field's label is written in Arabic inside the template.
    ["Venue name is required", "حقل «اسم المكان» مطلوب"],
    ["Office email must be a valid email address", "يجب أن يكون حقل «بريد المكتب الإلكتروني» بريدًا إلكترونيًا صالحًا"],
    [
      "Hero lead (Arabic) must be at most 1000 characters",
      "يجب ألا يتجاوز حقل «النص التمهيدي للواجهة» (بالعربية) 1000 حرف",
    ],
    // A particular field's template comes before the general one.
    ["Bio (Arabic) must be at most 4000 characters", "يجب ألا تتجاوز النبذة الشخصية (بالعربية) 4000 حرف"],
    [
      "GC_POWERLIST date must be a calendar date (YYYY-MM-DD)",
      "يجب أن يكون تاريخ GC_POWERLIST تاريخًا صحيحًا (YYYY-MM-DD)",
    ],
    // Unknown to the catalogue in any form: English.
    ["Something unexpected happened", "Something unexpected happened"],
  ])("writes %j in Arabic", (english, expected) => {
    expect(writeMessage(ar, english)).toBe(expected);
  });

  it("gives the English text back in English", () => {
    for (const text of ["Venue name is required", "AC2025 end time must be after its start time", "At most 10 offices"])
      expect(writeMessage(createI18n("en"), text)).toBe(text);
  });
});
