import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import FaqPage from "../../routes/app/faq";
import { renderWithApp } from "../../test/render";
import { DEFAULT_SETTINGS } from "../../../worker/contract/default-settings";
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
