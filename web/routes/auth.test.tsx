/**
 * Back to where the visitor was going (docs/product.md#protected-routes): a protected route sends a
 * signed-out visitor to `/auth?next=<the page>`, and the auth page returns there after signing in,
 * registering or for a visitor already signed in; an emailed sign-in link asked for there returns
 * there too. A `next` that leaves the site is never followed (an open redirect).
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { RequireUser } from "../app/app-layout";
import { setAuthToken } from "../lib/auth-token";
import { I18NS, LOCALES } from "../test/arabic-screen";
import { userRecord } from "../test/fixtures";
import { json, mockFetch, renderWithApp } from "../test/render";
import AuthPage from "./auth";

const user = userRecord();

/** The signed-out visitor's server: 401 for the user until a sign-in, which answers `user` with a token. */
function serveSignIn() {
  let signedIn = false;
  return mockFetch((url) => {
    if (url === "/api/auth/login") {
      signedIn = true;
      return json({ ...user, authToken: "7.token" });
    }
    if (url === "/api/auth/login-link") return json({ message: "Check your email for a sign-in link." });
    if (url === "/api/user") return signedIn ? json(user) : json({ message: "Not authenticated" }, 401);
    return json({ message: "Not found" }, 404);
  });
}

/** The auth page and the screens it may lead to, each saying where it is. */
function appAt(path: string, locale: (typeof LOCALES)[number] = "en") {
  return renderWithApp(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/app" element={<p>The dashboard</p>} />
      <Route element={<RequireUser />}>
        <Route path="/app/my-agenda" element={<p>My agenda</p>} />
        <Route path="/app/profile" element={<p>Profile</p>} />
      </Route>
      <Route path="*" element={<p>Somewhere else</p>} />
    </Routes>,
    { path, i18n: I18NS[locale] },
  );
}

const LABELS = {
  en: { email: /^Email/, password: /^Password/, signIn: "Sign In", link: "Email me a sign-in link" },
  ar: {
    email: /^البريد الإلكتروني/,
    password: /^كلمة المرور/,
    signIn: "تسجيل الدخول",
    link: "أرسل لي رابط تسجيل الدخول بالبريد الإلكتروني",
  },
} as const;

async function signIn(locale: (typeof LOCALES)[number]) {
  const labels = LABELS[locale];
  await userEvent.type(await screen.findByLabelText(labels.email), "dana@example.com");
  await userEvent.type(screen.getByLabelText(labels.password), "Gulf-Energy-42");
  await userEvent.click(screen.getByRole("button", { name: labels.signIn }));
}

describe.each(LOCALES)("back to where the visitor was going (%s)", (locale) => {
  it("a protected route sends the signed-out visitor to /auth with the page, and signing in returns there", async () => {
    serveSignIn();
    const { router } = appAt("/app/my-agenda?day=2#s4", locale);
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(router.state.location.search).toBe("?next=%2Fapp%2Fmy-agenda%3Fday%3D2%23s4");
    await signIn(locale);
    expect(await screen.findByText("My agenda")).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: "/app/my-agenda", search: "?day=2", hash: "#s4" });
  });

  it("asks for an emailed sign-in link that returns to the page", async () => {
    const calls = serveSignIn();
    appAt("/auth?next=%2Fapp%2Fprofile", locale);
    await userEvent.type(await screen.findByLabelText(LABELS[locale].email), "dana@example.com");
    await userEvent.click(screen.getByRole("button", { name: LABELS[locale].link }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/auth/login-link")).toBe(true));
    const asked = calls.filter((c) => c.url === "/api/auth/login-link");
    expect(asked.map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { email: "dana@example.com", next: "/app/profile" },
    ]);
  });
});

describe("the auth page's next", () => {
  it("sends a visitor who is already signed in on to the page", async () => {
    setAuthToken("7.token");
    mockFetch((url) => (url === "/api/user" ? json(user) : json({ message: "Not found" }, 404)));
    const { router } = appAt("/auth?next=%2Fapp%2Fprofile");
    expect(await screen.findByText("Profile")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/app/profile");
  });

  it.each([
    "https://evil.example/app",
    "//evil.example/app",
    "/\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
  ])("never follows %j off the site: it goes to /app", async (next) => {
    serveSignIn();
    const { router } = appAt(`/auth?next=${encodeURIComponent(next)}`);
    await signIn("en");
    expect(await screen.findByText("The dashboard")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/app");
  });
});
