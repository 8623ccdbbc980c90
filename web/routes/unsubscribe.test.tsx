import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithApp } from "../test/render";
import arabic from "../../locales/ar.po?catalog";
import { createI18n } from "../../worker/contract/i18n";
import { DEFAULT_SETTINGS } from "../../worker/contract/default-settings";
import UnsubscribePage from "./unsubscribe";

const field = () => screen.getByLabelText(/Email Address/);
const unsubscribeButton = () => screen.getByRole("button", { name: "Unsubscribe" });

describe("/unsubscribe", () => {
  it("prefills the address from ?email and offers Back to Homepage", () => {
    renderWithApp(<UnsubscribePage />, { path: "/unsubscribe?email=dana%40example.com" });
    expect(field()).toHaveValue("dana@example.com");
    expect(screen.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
  });

  it("asks for an address, then a valid one, without calling the API", async () => {
    const calls = mockFetch(() => json({}));
    renderWithApp(<UnsubscribePage />, { path: "/unsubscribe" });
    await userEvent.type(field(), "   ");
    await userEvent.click(unsubscribeButton());
    await waitFor(() =>
      expect(screen.getByTestId("toast")).toHaveTextContent(
        "Email RequiredPlease enter your email address to unsubscribe.",
      ),
    );
    await userEvent.type(field(), "dana@example");
    await userEvent.click(unsubscribeButton());
    expect(await screen.findByText("Invalid Email")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("sends the trimmed address and shows the success view", async () => {
    const calls = mockFetch(() => json({ message: "You have been unsubscribed from conference emails" }));
    renderWithApp(<UnsubscribePage />, { path: "/unsubscribe" });
    await userEvent.type(field(), "  dana@example.com ");
    await userEvent.click(unsubscribeButton());
    expect(await screen.findByRole("heading", { name: "Unsubscribed Successfully" })).toBeInTheDocument();
    expect(screen.getByText("You have been unsubscribed from conference emails")).toBeInTheDocument();
    expect(screen.getByText(/sorry to see you go/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
    expect(screen.getByTestId("toast")).toHaveTextContent(/^Unsubscribed Successfully/);
    expect(calls[0]!.url).toBe("/api/unsubscribe");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ email: "dana@example.com" });
  });

  it("shows 'Unsubscribe Failed' with the server's message and keeps the form", async () => {
    mockFetch(() => json({ message: "Too many attempts. Please wait a minute and try again." }, 429));
    renderWithApp(<UnsubscribePage />, { path: "/unsubscribe?email=dana%40example.com" });
    await userEvent.click(unsubscribeButton());
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Unsubscribe Failed"));
    const toast = screen.getByTestId("toast");
    expect(toast).toHaveTextContent("Too many attempts. Please wait a minute and try again.");
    expect(field()).toHaveValue("dana@example.com");
  });

  it("is written in Arabic, with the support address as a left-to-right link", async () => {
    mockFetch(() => json({ message: "You have been unsubscribed from conference emails" }));
    renderWithApp(<UnsubscribePage />, {
      path: "/unsubscribe?email=dana%40example.com",
      i18n: createI18n("ar", arabic),
    });
    expect(screen.getByRole("heading", { name: "إلغاء الاشتراك" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^عنوان البريد الإلكتروني/)).toHaveAttribute("dir", "ltr");
    await userEvent.click(screen.getByRole("button", { name: "إلغاء الاشتراك" }));
    expect(await screen.findByRole("heading", { name: "تم إلغاء الاشتراك بنجاح" })).toBeInTheDocument();
    expect(screen.getByText("تم إلغاء اشتراكك في رسائل المؤتمر")).toBeInTheDocument();
    const support = screen.getByRole("link", { name: DEFAULT_SETTINGS.supportEmail });
    expect(support).toHaveAttribute("href", `mailto:${DEFAULT_SETTINGS.supportEmail}`);
    expect(support).toHaveAttribute("dir", "ltr");
    expect(support.parentElement).toHaveTextContent(/^يؤسفنا رحيلك/);
    expect(screen.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toHaveAttribute("href", "/");
    expect(screen.getByTestId("toast")).toHaveTextContent("تم إلغاء الاشتراك بنجاح");
  });
});
