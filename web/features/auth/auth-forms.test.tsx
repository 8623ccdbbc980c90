import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { AUTH_TOKEN_KEY } from "../../lib/auth-token";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";


const user = userRecord({ company: "GEP" });

describe("LoginForm", () => {
  it("shows the spec's messages for empty and malformed input without calling the API", async () => {
    const calls = mockFetch(() => json({}));
    renderWithApp(<LoginForm />);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Email/), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("sends the trimmed, lower-cased email, stores the token and toasts success", async () => {
    const calls = mockFetch((url) => (url.endsWith("/api/auth/login") ? json({ ...user, authToken: "7.token" }) : json(user)));
    renderWithApp(<LoginForm />);
    await userEvent.type(screen.getByLabelText(/Email/), "  Dana@Example.com ");
    await userEvent.type(screen.getByLabelText(/Password/), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
    expect(screen.getByText("Welcome back to the conference 2025!")).toBeInTheDocument();
    const login = calls.find((c) => c.url.endsWith("/api/auth/login"))!;
    expect(JSON.parse(String(login.init.body))).toEqual({ email: "dana@example.com", password: "secret123", rememberMe: true });
    expect(login.init.credentials).toBe("include");
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("7.token");
  });

  it("shows 'Invalid email or password' for a 401", async () => {
    mockFetch(() => json({ message: "Invalid email or password" }, 401));
    renderWithApp(<LoginForm />);
    await userEvent.type(screen.getByLabelText(/Email/), "dana@example.com");
    await userEvent.type(screen.getByLabelText(/Password/), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid email or password")).toBeInTheDocument();
  });

  it("shows the connection message when the network fails", async () => {
    mockFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    renderWithApp(<LoginForm />);
    await userEvent.type(screen.getByLabelText(/Email/), "dana@example.com");
    await userEvent.type(screen.getByLabelText(/Password/), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Connection Error")).toBeInTheDocument();
    expect(screen.getByText("Unable to reach the server. Please check your connection and try again.")).toBeInTheDocument();
  });
});

describe("RegisterForm", () => {
  async function fillRequired() {
    await userEvent.type(screen.getByLabelText(/First Name/), "Dana");
    await userEvent.type(screen.getByLabelText(/Last Name/), "Al-Sayer");
    await userEvent.type(screen.getByLabelText(/^Email/), "dana@example.com");
    await userEvent.type(screen.getByLabelText(/Company/), "GEP");
    await userEvent.type(screen.getByLabelText(/Job Title/), "Lead");
    await userEvent.type(screen.getByLabelText(/^Password/), "secret123");
  }

  it("shows every required-field message", async () => {
    const calls = mockFetch(() => json({}));
    renderWithApp(<RegisterForm />);
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Company is required",
      "Job title is required",
      "Password must be at least 6 characters",
      "Confirm password is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls).toHaveLength(0);
  });

  it("reports mismatched passwords on Confirm Password", async () => {
    mockFetch(() => json({}));
    renderWithApp(<RegisterForm />);
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/Confirm Password/), "different1");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const error = await screen.findByText("Passwords don't match");
    expect(screen.getByLabelText(/Confirm Password/)).toHaveAttribute("aria-describedby", expect.stringContaining(error.id));
  });

  it("keeps digits only in the phone and sends dial code plus digits, username = email", async () => {
    const calls = mockFetch(() => json({ ...user, authToken: "7.token" }, 201));
    renderWithApp(<RegisterForm />);
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/Confirm Password/), "secret123");
    const phone = screen.getByLabelText(/Phone Number/);
    await userEvent.type(phone, "5a0-00 1234");
    expect(phone).toHaveValue("50001234");
    await userEvent.selectOptions(screen.getByLabelText("Country code"), "ae");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Registration Successful")).toBeInTheDocument();
    const body = JSON.parse(String(calls[0]!.init.body));
    expect(body).toMatchObject({ phone: "+97150001234", countryCode: "+971", username: "dana@example.com", email: "dana@example.com" });
  });

  it("shows the server's message, or the default, when registration fails", async () => {
    mockFetch(() => json({ message: "An account with this email already exists" }, 409));
    renderWithApp(<RegisterForm />);
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/Confirm Password/), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Registration failed")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("An account with this email already exists")).toBeInTheDocument());
  });
});
