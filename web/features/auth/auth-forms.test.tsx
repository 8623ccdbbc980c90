import { useQuery } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { agendaItem, questionRecord, userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { api, json as answer } from "../../lib/api";
import { AUTH_TOKEN_KEY } from "../../lib/auth-token";
import { PASSKEY_PROMPT_FAILED } from "../../lib/passkey";
import { qnaKeys } from "../../lib/qna-keys";
import { useUser } from "../../lib/current-user";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

const user = userRecord({ company: "GEP" });

/** Renders the login form and signs in with a password, as far as the answer to it. */
async function passwordStep() {
  renderWithApp(<LoginForm />);
  await userEvent.type(screen.getByLabelText(/Email/), "dana@example.com");
  await userEvent.type(screen.getByLabelText(/Password/), "secret123");
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

/** The browser's passkey prompt (navigator.credentials.get through @simplewebauthn/browser). */
const startAuthentication = vi.hoisted(() => vi.fn());
vi.mock("@simplewebauthn/browser", () => ({ startAuthentication }));

/** The public Q&A list (docs/decisions/0011-readings-of-the-spec.md#public-qa-visibility): a signed-in delegate also gets their pending question. */
const answered = questionRecord(1, { question: "Answered for all?", answer: "Yes", isAnswered: true });
const mine = questionRecord(2, { question: "My pending one?", isMine: true });

/** The Q&A list on screen next to the form, as its question texts. */
function QnaList() {
  const { data } = useQuery({ queryKey: qnaKeys.public(), queryFn: () => answer(api.qna.$get()) });
  return <p data-testid="qna">{data ? data.map((q) => q.question).join(" | ") : "Loading"}</p>;
}

/** Answers the auth call with the user and token "7.token", and the Q&A list and current user by who asks. */
function serveSignIn(authPath: string) {
  return mockFetch((url, init) => {
    if (url.endsWith(authPath)) return json({ ...user, authToken: "7.token" }, 201);
    const signedIn = new Headers(init.headers).get("Authorization") === "Bearer 7.token";
    if (url === "/api/qna") return json(signedIn ? [answered, mine] : [answered]);
    if (url === "/api/user" && !signedIn) return json({ message: "Not logged in" }, 401);
    // After a render has had its chance, as over a network: the auth page redirects meanwhile.
    return new Promise<Response>((resolve) => setTimeout(() => resolve(json(user)), 50));
  });
}

/**
 * The auth page's behaviour (web/routes/auth.tsx): once the user is set the form is replaced, as
 * the signed-in redirect to /app does.
 */
function SignedInGate({ children }: { children: ReactNode }) {
  const { data } = useUser();
  return data ? <p>Dashboard</p> : children;
}

describe("LoginForm", () => {
  it("shows the documented messages for empty and malformed input without calling the API", async () => {
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
    const calls = mockFetch((url) =>
      url.endsWith("/api/auth/login") ? json({ ...user, authToken: "7.token" }) : json(user),
    );
    renderWithApp(<LoginForm />);
    await userEvent.type(screen.getByLabelText(/Email/), "  Dana@Example.com ");
    await userEvent.type(screen.getByLabelText(/Password/), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
    expect(screen.getByText("Welcome back to the conference 2025!")).toBeInTheDocument();
    const login = calls.find((c) => c.url.endsWith("/api/auth/login"))!;
    expect(JSON.parse(String(login.init.body))).toEqual({
      email: "dana@example.com",
      password: "secret123",
      rememberMe: true,
    });
    expect(login.init.credentials).toBe("include");
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("7.token");
  });

  it("asks for the second factor after a right password, then signs in with the code", async () => {
    const calls = mockFetch((url) => {
      if (url.endsWith("/api/auth/login"))
        return json({ mfaRequired: true, mfaToken: "t".repeat(43), methods: ["totp"] });
      if (url.endsWith("/api/auth/mfa")) return json({ ...user, authToken: "7.token" });
      return json(user);
    });
    await passwordStep();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    await userEvent.type(await screen.findByLabelText(/Authentication code/), " 123456 ");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
    const mfa = calls.find((c) => c.url.endsWith("/api/auth/mfa"))!;
    expect(JSON.parse(String(mfa.init.body))).toEqual({ mfaToken: "t".repeat(43), code: "123456" });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("7.token");
  });

  it("offers a passkey when the account has one, and signs in with the prompt's answer", async () => {
    const options = { challenge: "c".repeat(43), rpId: "localhost", allowCredentials: [] };
    const assertion = { id: "k", rawId: "k", type: "public-key", clientExtensionResults: {}, response: {} };
    startAuthentication.mockRejectedValueOnce(new Error("NotAllowedError")).mockResolvedValueOnce(assertion);
    const calls = mockFetch((url) => {
      if (url.endsWith("/api/auth/login"))
        return json({ mfaRequired: true, mfaToken: "t".repeat(43), methods: ["passkey"] });
      if (url.endsWith("/api/auth/mfa/passkey-options")) return json(options);
      if (url.endsWith("/api/auth/mfa")) return json({ ...user, authToken: "7.token" });
      return json(user);
    });
    await passwordStep();
    const usePasskey = await screen.findByRole("button", { name: "Use a passkey" });
    // A passkey-only account has no code to type.
    expect(screen.queryByLabelText(/Authentication code/)).toBeNull();
    await userEvent.click(usePasskey);
    expect(await screen.findByRole("alert")).toHaveTextContent(PASSKEY_PROMPT_FAILED);
    await userEvent.click(screen.getByRole("button", { name: "Use a passkey" }));
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
    expect(startAuthentication).toHaveBeenLastCalledWith({ optionsJSON: options });
    const mfa = calls.filter((c) => c.url.endsWith("/api/auth/mfa"));
    expect(mfa).toHaveLength(1);
    expect(JSON.parse(String(mfa[0]!.init.body))).toEqual({ mfaToken: "t".repeat(43), passkey: assertion });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("7.token");
  });

  it("toasts success even though the signed-in redirect unmounts the form first", async () => {
    serveSignIn("/api/auth/login");
    renderWithApp(
      <SignedInGate>
        <LoginForm />
      </SignedInGate>,
    );
    await userEvent.type(await screen.findByLabelText(/Email/), "dana@example.com");
    await userEvent.type(screen.getByLabelText(/Password/), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Login Successful"));
  });

  it("shows the server's 429 message, which offers the emailed link, and sends that link on request", async () => {
    const limited =
      'Too many sign-in attempts for this account. Please wait a minute and try again, or choose "Email me a sign-in link" to sign in with a one-time link.';
    const calls = mockFetch((url) => {
      if (url.endsWith("/api/auth/login")) return json({ message: limited }, 429);
      if (url.endsWith("/api/auth/login-link"))
        return json({ message: "Check your email for a sign-in link. It works once and expires in 7 days." });
      return json({ message: "Not authenticated" }, 401);
    });
    renderWithApp(<LoginForm />);
    await userEvent.type(screen.getByLabelText(/Email/), " Dana@Example.com");
    await userEvent.type(screen.getByLabelText(/Password/), "Gulf-Energy-42");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Login failed"));
    expect(screen.getByTestId("toast")).toHaveTextContent(limited);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Sign-in Link Sent"));
    expect(screen.getByTestId("toast")).toHaveTextContent("Check your email for a sign-in link.");
    const asked = calls.filter((c) => c.url.endsWith("/api/auth/login-link"));
    expect(asked.map((c) => JSON.parse(String(c.init.body)))).toEqual([{ email: "dana@example.com" }]);
  });

  it("asks for a valid email before sending a sign-in link, and says when the address is unknown", async () => {
    const calls = mockFetch(() => json({ message: "No registered account found with this email address" }, 404));
    renderWithApp(<LoginForm />);
    await userEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.queryByText("Password is required")).toBeNull();
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Email/), "nobody@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Email Not Found"));
    expect(calls.map((c) => c.url)).toEqual(["/api/auth/login-link"]);
  });

  it("keeps the success toast for 10 s (docs/messages.md#timers-and-durations)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveSignIn("/api/auth/login");
    await passwordStep();
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Login Successful"));
    // Past the 5 s default, still showing; gone once 10 s have passed.
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByTestId("toast")).toHaveTextContent("Welcome back to the conference 2025!");
    act(() => vi.advanceTimersByTime(1_100));
    await waitFor(() => expect(screen.queryByTestId("toast")).toBeNull());
  });

  it("refetches the Q&A list on screen for the signed-in delegate and keeps the public content", async () => {
    const calls = serveSignIn("/api/auth/login");
    const { queryClient } = renderWithApp(
      <>
        <LoginForm />
        <QnaList />
      </>,
    );
    const agenda = [agendaItem(1)];
    queryClient.setQueryData(["/api/agenda"], agenda);
    await waitFor(() => expect(screen.getByTestId("qna")).toHaveTextContent("Answered for all?"));
    expect(screen.getByTestId("qna")).not.toHaveTextContent("My pending one?");

    await userEvent.type(screen.getByLabelText(/Email/), "dana@example.com");
    await userEvent.type(screen.getByLabelText(/Password/), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(screen.getByTestId("qna")).toHaveTextContent("Answered for all? | My pending one?"));
    const qnaReads = calls.filter((c) => c.url === "/api/qna");
    expect(qnaReads).toHaveLength(2);
    expect(new Headers(qnaReads[1]!.init.headers).get("Authorization")).toBe("Bearer 7.token");
    expect(queryClient.getQueryData(["/api/agenda"])).toBe(agenda);
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
    await passwordStep();
    expect(await screen.findByText("Connection Error")).toBeInTheDocument();
    expect(
      screen.getByText("Unable to reach the server. Please check your connection and try again."),
    ).toBeInTheDocument();
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
    expect(screen.getByLabelText(/Confirm Password/)).toHaveAttribute(
      "aria-describedby",
      expect.stringContaining(error.id),
    );
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
    expect(body).toMatchObject({
      phone: "+97150001234",
      countryCode: "+971",
      username: "dana@example.com",
      email: "dana@example.com",
    });
  });

  it("toasts the welcome even though the signed-in redirect unmounts the form first", async () => {
    serveSignIn("/api/auth/register");
    renderWithApp(
      <SignedInGate>
        <RegisterForm />
      </SignedInGate>,
    );
    await screen.findByLabelText(/First Name/);
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/Confirm Password/), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Registration Successful"));
  });

  it("drops the Q&A list cached before the account existed", async () => {
    serveSignIn("/api/auth/register");
    const { queryClient } = renderWithApp(<RegisterForm />);
    queryClient.setQueryData(["/api/qna"], [answered]);
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/Confirm Password/), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Registration Successful")).toBeInTheDocument();
    expect(queryClient.getQueryData(["/api/qna"])).toBeUndefined();
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
