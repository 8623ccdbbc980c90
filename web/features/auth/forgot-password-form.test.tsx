import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { FORGOT_PASSWORD_SUCCESS_MS, ForgotPasswordForm, forgotPasswordErrorToast } from "./forgot-password-form";
import { ApiError } from "../../lib/api";

const emailInput = () => screen.getByLabelText(/Email/);
const sendButton = () => screen.getByRole("button", { name: "Send Reset Email" });

describe("ForgotPasswordForm", () => {
  it("checks the address before calling the API", async () => {
    const calls = mockFetch(() => json({}));
    renderWithApp(<ForgotPasswordForm />);
    // Empty: the same text as a malformed address (docs/messages.md#password-reset), not "Email is required".
    await userEvent.click(sendButton());
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.queryByText("Email is required")).toBeNull();
    await userEvent.type(emailInput(), "not-an-email");
    await userEvent.click(sendButton());
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Sending Reset Email...', then the success toast and message for 10 s, then a fresh form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer!: (response: Response) => void;
    const calls = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithApp(<ForgotPasswordForm />);
    await userEvent.type(emailInput(), " Dana@Example.com ");
    await userEvent.click(sendButton());
    expect(await screen.findByRole("button", { name: "Sending Reset Email..." })).toBeDisabled();
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ email: "dana@example.com" });

    answer(json({ message: "Check your email for instructions to reset your password." }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Password Reset Email Sent"));
    const toast = screen.getByTestId("toast");
    expect(toast).toHaveTextContent("Check your email for instructions to reset your password.");
    // The message shows in the form's place as well as in the toast.
    expect(screen.getAllByText("Check your email for instructions to reset your password.")).toHaveLength(2);
    expect(screen.getByText(/The link works once and expires in 1 hour/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send Reset Email" })).toBeNull();

    act(() => vi.advanceTimersByTime(FORGOT_PASSWORD_SUCCESS_MS - 100));
    expect(screen.queryByRole("button", { name: "Send Reset Email" })).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(emailInput()).toHaveValue("");
  });

  it("says 'Email Not Found' for an unknown address", async () => {
    mockFetch(() => json({ message: "No registered account found with this email address" }, 404));
    renderWithApp(<ForgotPasswordForm />);
    await userEvent.type(emailInput(), "nobody@example.com");
    await userEvent.click(sendButton());
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Email Not Found"));
    const toast = screen.getByTestId("toast");
    expect(toast).toHaveTextContent("No registered account found with this email address");
    expect(emailInput()).toHaveValue("nobody@example.com");
  });

  it("shows 'Error' with the server's message otherwise", async () => {
    mockFetch(() => json({ message: "Too many attempts. Please wait a minute and try again." }, 429));
    renderWithApp(<ForgotPasswordForm />);
    await userEvent.type(emailInput(), "dana@example.com");
    await userEvent.click(sendButton());
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Error"));
    const toast = screen.getByTestId("toast");
    expect(toast).toHaveTextContent("Too many attempts. Please wait a minute and try again.");
  });

  it("maps errors to the documented toasts, 10 s each", () => {
    expect(
      forgotPasswordErrorToast(new ApiError("No registered account found with this email address", 404)),
    ).toMatchObject({
      title: "Email Not Found",
      duration: 10_000,
    });
    expect(forgotPasswordErrorToast(new Error("HTTP 404"))).toMatchObject({ title: "Email Not Found" });
    expect(forgotPasswordErrorToast(new Error(""))).toEqual({
      title: "Error",
      description: "Failed to send password reset email",
      variant: "destructive",
      duration: 10_000,
    });
  });
});
