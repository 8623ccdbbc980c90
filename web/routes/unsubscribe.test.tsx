import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithApp } from "../test/render";
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
});
