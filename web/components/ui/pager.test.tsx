/**
 * The pager of the admin lists in Arabic (docs/i18n.md): its names and "Page N of M" are Arabic, and
 * the chevrons turn around, so "previous" points to the start side (right) of a right-to-left page.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../lib/i18n";
import { arabicI18n } from "../../test/arabic-screen";
import { Pager } from "./pager";

describe("Pager", () => {
  it("writes its controls and position in English by default", () => {
    render(<Pager page={2} pages={3} onPage={() => {}} />);
    expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent("Page 2 of 3");
    expect(screen.getByRole("button", { name: "Previous page" })).toBeEnabled();
  });

  it("writes them in Arabic, with chevrons mirrored for right to left", async () => {
    const onPage = vi.fn();
    render(
      <I18nProvider i18n={arabicI18n}>
        <Pager page={1} pages={3} onPage={onPage} />
      </I18nProvider>,
    );
    const nav = screen.getByRole("navigation", { name: "الصفحات" });
    expect(nav).toHaveTextContent("الصفحة 1 من 3");
    expect(nav.textContent).not.toMatch(/[A-Za-z]/);
    expect(screen.getByRole("button", { name: "الصفحة السابقة" })).toBeDisabled();
    const next = screen.getByRole("button", { name: "الصفحة التالية" });
    expect(next.querySelector("svg")).toHaveClass("rtl:-scale-x-100");
    await userEvent.click(next);
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
