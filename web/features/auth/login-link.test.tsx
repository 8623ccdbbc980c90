import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "../../components/ui/toaster";
import { AUTH_TOKEN_KEY } from "../../lib/auth-token";
import { createQueryClient } from "../../lib/query-client";
import { agendaItem, questionRecord, userRecord } from "../../test/fixtures";
import { json, mockFetch } from "../../test/render";
import { USER_KEY } from "../../lib/current-user";
import { LoginLinkHandler } from "./login-link";
import { loginTokenOf, withoutLoginToken } from "./login-token";

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

const TOKEN = "L".repeat(43);
const user = userRecord({ id: 9, emailVerified: true });

function renderHandler(queryClient = createQueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <LoginLinkHandler token={loginTokenOf(window.location)}>
        <p>The app</p>
      </LoginLinkHandler>
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe("loginTokenOf / withoutLoginToken", () => {
  it("finds the token on any path except /reset-password", () => {
    expect(loginTokenOf({ pathname: "/app", search: `?token=${TOKEN}` })).toBe(TOKEN);
    expect(loginTokenOf({ pathname: "/", search: `?a=1&token=${TOKEN}` })).toBe(TOKEN);
    expect(loginTokenOf({ pathname: "/reset-password", search: `?token=${TOKEN}` })).toBeNull();
    expect(loginTokenOf({ pathname: "/app", search: "?token=" })).toBeNull();
    expect(loginTokenOf({ pathname: "/app", search: "" })).toBeNull();
  });

  it("removes only the token", () => {
    expect(withoutLoginToken({ pathname: "/app", search: `?token=${TOKEN}`, hash: "" })).toBe("/app");
    expect(withoutLoginToken({ pathname: "/", search: `?a=1&token=${TOKEN}&b=2`, hash: "#register" })).toBe(
      "/?a=1&b=2#register",
    );
  });
});

describe("LoginLinkHandler", () => {
  it("asks for the second factor before the app when the link's account has one", async () => {
    window.history.replaceState(null, "", `/app?token=${TOKEN}`);
    const calls = mockFetch((url) => {
      if (url === "/api/auth/login-token")
        return json({ mfaRequired: true, mfaToken: "m".repeat(43), methods: ["totp"] });
      if (url === "/api/auth/mfa") return json({ ...user, authToken: "9.session" });
      return json(user);
    });
    renderHandler();
    const code = await screen.findByLabelText(/Authentication code/);
    expect(screen.queryByText("The app")).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    fireEvent.change(code, { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("The app")).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("9.session");
    const mfa = calls.find((c) => c.url === "/api/auth/mfa")!;
    expect(JSON.parse(String(mfa.init.body))).toEqual({ mfaToken: "m".repeat(43), code: "654321" });
  });

  it("exchanges the token once, removes it from the URL, stores the session and refetches the user", async () => {
    window.history.replaceState(null, "", `/app?token=${TOKEN}&tab=1`);
    const calls = mockFetch((url) =>
      url === "/api/auth/login-token" ? json({ ...user, authToken: "9.session" }) : json(user),
    );
    const queryClient = renderHandler();
    expect(screen.getByText("Signing you in...", { selector: "p" })).toBeVisible();
    expect(screen.queryByText("The app")).toBeNull();
    expect(window.location.pathname + window.location.search).toBe("/app?tab=1");

    expect(await screen.findByText("The app")).toBeInTheDocument();
    const exchange = calls.filter((c) => c.url === "/api/auth/login-token");
    expect(exchange).toHaveLength(1);
    expect(JSON.parse(String(exchange[0]!.init.body))).toEqual({ token: TOKEN });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("9.session");
    const refetch = calls.find((c) => c.url === "/api/user")!;
    expect(new Headers(refetch.init.headers).get("Authorization")).toBe("Bearer 9.session");
    expect(queryClient.getQueryData(USER_KEY)).toEqual(user);
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Login Successful"));
  });

  it("hands the answer to afterSignIn before the app shows (an account without a password goes to choose one)", async () => {
    window.history.replaceState(null, "", `/app?token=${TOKEN}`);
    mockFetch((url) =>
      url === "/api/auth/login-token" ? json({ ...user, authToken: "9.session", choosePassword: true }) : json(user),
    );
    let release!: () => void;
    const seen: unknown[] = [];
    const afterSignIn = (response: unknown) => {
      seen.push(response);
      return new Promise<void>((resolve) => (release = resolve));
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LoginLinkHandler token={loginTokenOf(window.location)} afterSignIn={afterSignIn}>
          <p>The app</p>
        </LoginLinkHandler>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ choosePassword: true, authToken: "9.session" });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("9.session");
    // Until the navigation it started has finished, the routes stay hidden.
    expect(screen.queryByText("The app")).toBeNull();
    release();
    expect(await screen.findByText("The app")).toBeInTheDocument();
  });

  it("drops the reads cached for the visitor before the link signed them in", async () => {
    window.history.replaceState(null, "", `/app?token=${TOKEN}`);
    mockFetch((url) => (url === "/api/auth/login-token" ? json({ ...user, authToken: "9.session" }) : json(user)));
    const queryClient = createQueryClient();
    queryClient.setQueryData(["/api/qna"], [questionRecord(1, { isAnswered: true, answer: "Yes" })]);
    const agenda = [agendaItem(1)];
    queryClient.setQueryData(["/api/agenda"], agenda);
    renderHandler(queryClient);
    expect(await screen.findByText("The app")).toBeInTheDocument();
    expect(queryClient.getQueryData(["/api/qna"])).toBeUndefined();
    expect(queryClient.getQueryData(["/api/agenda"])).toBe(agenda);
  });

  it("shows the server's reason for a used or expired link and lets the app continue signed out", async () => {
    window.history.replaceState(null, "", `/app?token=${TOKEN}`);
    mockFetch(() =>
      json({ message: "This login link has already been used. Please sign in with your email and password." }, 400),
    );
    renderHandler();
    expect(await screen.findByText("The app")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Login link not accepted"));
    expect(screen.getByTestId("toast")).toHaveTextContent("This login link has already been used.");
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.location.search).toBe("");
  });

  it("leaves /reset-password and pages without a token alone", () => {
    window.history.replaceState(null, "", `/reset-password?token=${TOKEN}`);
    const calls = mockFetch(() => json({}));
    renderHandler();
    expect(screen.getByText("The app")).toBeInTheDocument();
    expect(window.location.search).toBe(`?token=${TOKEN}`);
    expect(calls).toHaveLength(0);
  });
});
