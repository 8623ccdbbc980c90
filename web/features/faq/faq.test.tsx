import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import FaqPage from "../../routes/app/faq";
import { renderWithApp } from "../../test/render";
import { DEFAULT_SETTINGS } from "../../../worker/contract/default-settings";
import { arabicI18n, latinWords } from "../../test/arabic-screen";
import { FAQ_CATEGORIES, faqEntries, truncateWords } from "./faq-data";

const FAQS = faqEntries(DEFAULT_SETTINGS);

describe("FAQ data", () => {
  it("holds 19 entries with unique ids, every one of the 7 categories used", () => {
    expect(FAQS).toHaveLength(19);
    expect(new Set(FAQS.map((f) => f.id)).size).toBe(19);
    expect(FAQ_CATEGORIES).toHaveLength(7);
    expect(new Set(FAQS.map((f) => f.category))).toEqual(new Set(FAQ_CATEGORIES));
  });

  it("states the documented content facts", () => {
    const text = FAQS.map((f) => f.answer).join("\n");
    for (const fact of [
      /free/i,
      /transferred/i,
      /valet/i,
      /self-parking/i,
      /mall's parking/i,
      /8:00 am/,
      /canapés/,
      /Business attire/,
      /fully accessible/i,
      /emailed to registered participants/,
    ]) {
      expect(text).toMatch(fact);
    }
  });
});

describe("truncateWords", () => {
  it("keeps short text and cuts long text at the word limit with an ellipsis", () => {
    expect(truncateWords("one two three", 3)).toBe("one two three");
    expect(truncateWords("one  two three four", 2)).toBe("one two...");
  });
});

describe("FaqPage", () => {
  it("shows the title, subtitle and the questions grouped by category", () => {
    renderWithApp(<FaqPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeInTheDocument();
    expect(screen.getByText("View the complete schedule for the conference 2025")).toBeInTheDocument();
    for (const category of FAQ_CATEGORIES)
      expect(screen.getByRole("heading", { level: 2, name: category })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { expanded: false })).toHaveLength(19);
  });

  it("lets several answers be open at once", async () => {
    renderWithApp(<FaqPage />);
    const first = screen.getByRole("button", { name: FAQS[0]!.question });
    const other = screen.getByRole("button", { name: FAQS[10]!.question });
    await userEvent.click(first);
    await userEvent.click(other);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(other).toHaveAttribute("aria-expanded", "true");
    const region = screen.getByRole("region", { name: FAQS[10]!.question });
    expect(within(region).getByText(FAQS[10]!.answer)).toBeVisible();
  });
});

describe("FAQ in Arabic", () => {
  const AR_FAQS = faqEntries(DEFAULT_SETTINGS, arabicI18n);
  /** The settings' data and the acronyms the Arabic answers keep in Latin letters. */
  const LATIN = [
    DEFAULT_SETTINGS.events.AC2025.name,
    DEFAULT_SETTINGS.events.GC_POWERLIST.name,
    DEFAULT_SETTINGS.organiser,
    DEFAULT_SETTINGS.supportEmail,
    DEFAULT_SETTINGS.wifi.network,
    DEFAULT_SETTINGS.wifi.password,
    DEFAULT_SETTINGS.venue.name,
    DEFAULT_SETTINGS.venue.address,
    DEFAULT_SETTINGS.venue.city,
    DEFAULT_SETTINGS.venue.country,
    "UTC",
    "QR",
    "PDF",
  ];
  const latinLeft = (text: string) =>
    LATIN.filter(Boolean)
      .reduce((rest, value) => rest.replaceAll(value, ""), text)
      .match(/[A-Za-z]+/g);

  it("writes all 19 questions and answers in Arabic, with the event's facts and Arabic dates and times", () => {
    expect(AR_FAQS).toHaveLength(19);
    AR_FAQS.forEach((faq, i) => {
      expect(faq.question).not.toBe(FAQS[i]!.question);
      expect(faq.answer).not.toBe(FAQS[i]!.answer);
      expect(latinLeft(`${faq.question} ${faq.answer}`)).toBeNull();
    });
    expect(AR_FAQS[0]!.answer).toContain("الاثنين، 13 أكتوبر 2025 من 8:00 ص إلى 12:30 م");
    expect(AR_FAQS[0]!.answer).toContain(DEFAULT_SETTINGS.organiser);
  });

  it("keeps email and phone numbers left to right inside the Arabic text", () => {
    const help = AR_FAQS[18]!.answer;
    expect(help).toContain(`\u2066${DEFAULT_SETTINGS.supportEmail}\u2069`);
    expect(help).toMatch(/\u2066\+965 \d{4} \d{4}\u2069/);
    expect(FAQS[18]!.answer).not.toMatch(/[\u2066-\u2069]/);
  });

  it("shows the page, its categories and the questions in Arabic", async () => {
    renderWithApp(<FaqPage />, { i18n: arabicI18n });
    expect(screen.getByRole("heading", { level: 1, name: "الأسئلة الشائعة" })).toBeInTheDocument();
    expect(screen.getByText("اطّلع على الجدول الكامل لمؤتمر 2025")).toBeInTheDocument();
    const categories = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(categories).toHaveLength(7);
    expect(categories[0]).toBe("معلومات عامة");
    for (const category of categories) expect(category).not.toMatch(/[A-Za-z]/);
    const question = screen.getByRole("button", { name: "هل هناك رسوم للحضور؟" });
    await userEvent.click(question);
    expect(screen.getByText("لا. الحضور مجاني، لكن التسجيل مطلوب.")).toBeVisible();
    expect(latinWords(document.body, LATIN)).toEqual([]);
  });
});
