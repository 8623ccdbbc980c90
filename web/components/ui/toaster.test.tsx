/**
 * The toaster writes each toast in the page's language (docs/i18n.md): marked English messages,
 * values of their placeholders, and a server's message with a number in it; and a toast is swiped
 * away toward the end edge of the page.
 */
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { createI18n } from "../../../worker/contract/i18n";
import { I18nProvider } from "../../lib/i18n";
import { dismissToast, toast } from "../../lib/toast";
import { Toaster } from "./toaster";

function renderToaster(locale: "en" | "ar") {
  render(
    <I18nProvider i18n={createI18n(locale, locale === "ar" ? arabic : {})}>
      <Toaster />
    </I18nProvider>,
  );
}

afterEach(() => act(() => dismissToast()));

describe("Toaster", () => {
  it("writes an English toast as given, with its values, swiped to the right", () => {
    renderToaster("en");
    act(() => {
      toast({
        title: "Password Too Short",
        description: "Password must be at least {min} characters long.",
        values: { min: 6 },
      });
    });
    expect(screen.getByTestId("toast")).toHaveTextContent(
      "Password Too ShortPassword must be at least 6 characters long.",
    );
    expect(screen.getByTestId("toast")).toHaveAttribute("data-swipe-direction", "right");
  });

  it("writes the toast in Arabic, with its values, swiped to the left", () => {
    renderToaster("ar");
    act(() => {
      toast({
        title: "Password Too Short",
        description: "Password must be at least {min} characters long.",
        values: { min: 6 },
      });
    });
    expect(screen.getByTestId("toast")).toHaveTextContent("كلمة المرور قصيرة جدًا");
    expect(screen.getByTestId("toast")).toHaveTextContent("يجب ألا يقل طول كلمة المرور عن 6 أحرف.");
    expect(screen.getByTestId("toast")).toHaveAttribute("data-swipe-direction", "left");
    expect(screen.getByRole("button", { name: "إغلاق الإشعار" })).toBeInTheDocument();
  });

  it("translates a server message with a number in it, and leaves an unknown one in English", () => {
    renderToaster("ar");
    act(() => {
      toast({ title: "Registration failed", description: "Must be at most 200 characters" });
    });
    expect(screen.getByTestId("toast")).toHaveTextContent("يجب ألا يزيد على 200 حرف");
    act(() => {
      toast({ title: "Registration failed", description: "Something unexpected" });
    });
    expect(screen.getByTestId("toast")).toHaveTextContent("فشل التسجيلSomething unexpected");
  });
});
