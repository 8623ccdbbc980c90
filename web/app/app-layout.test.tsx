import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { arabicI18n, latinWords } from "../test/arabic-screen";
import { userRecord } from "../test/fixtures";
import { json, mockFetch, renderWithApp } from "../test/render";
import { Route, Routes } from "react-router";
import AppLayout, { RequireUser } from "./app-layout";
import { ADMIN_LINKS, APP_LINKS } from "./nav";
import { clearAuthToken, setAuthToken } from "../lib/auth-token";

// A signed-in browser holds its session token: web/lib/current-user.ts asks GET /api/user only then.
beforeEach(() => setAuthToken("1.token"));
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: resets the cookie the language switch writes.
  document.cookie = "locale=; Max-Age=0; Path=/";
});

/** Renders the signed-in chrome at `path`; returns the bottom bar. */
async function mobileBarAt(path: string) {
  mockFetch((url) => (url === "/api/user" ? json(userRecord()) : json({ message: "Not found" }, 404)));
  renderWithApp(<AppLayout />, { path });
  return screen.findByRole("navigation", { name: "Quick links" });
}

describe("bottom mobile bar", () => {
  it("marks Agenda current on /app/agenda, like the side menu", async () => {
    const bar = await mobileBarAt("/app/agenda");
    expect(within(bar).getByRole("link", { name: "Agenda" })).toHaveAttribute("aria-current", "page");
    expect(within(bar).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("marks Agenda current on My Agenda, which the side menu marks as its own entry", async () => {
    const bar = await mobileBarAt("/app/my-agenda");
    expect(within(bar).getByRole("link", { name: "Agenda" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog");
    expect(within(menu).getByRole("link", { name: "My Agenda" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("link", { name: "Agenda" })).not.toHaveAttribute("aria-current");
  });

  it("marks the current page only, Home on /app exactly", async () => {
    const bar = await mobileBarAt("/app");
    const current = within(bar)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Home"]);
  });

  it("marks Pass current on /app/my-pass", async () => {
    const bar = await mobileBarAt("/app/my-pass");
    expect(within(bar).getByRole("link", { name: "Pass" })).toHaveAttribute("aria-current", "page");
    expect(within(bar).getByRole("link", { name: "Agenda" })).not.toHaveAttribute("aria-current");
  });
});

/** Renders the signed-in chrome at `path` for `user`; returns the side navigation (shown from 1024 px). */
async function sideNavigationAt(path: string, user = userRecord({ isAdmin: true })) {
  mockFetch((url) => (url === "/api/user" ? json(user) : json({ message: "Not found" }, 404)));
  renderWithApp(<AppLayout />, { path });
  return screen.findByRole("navigation", { name: "Main" });
}

describe("side navigation of a desk", () => {
  it("lists every screen and, for an admin, every admin screen, marking the current one", async () => {
    const nav = await sideNavigationAt("/app/admin/email-logs");
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([...APP_LINKS, ...ADMIN_LINKS].map((link) => link.to));
    expect(within(nav).getByRole("heading", { name: "Admin" })).toBeInTheDocument();
    const current = within(nav)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Email Logs"]);
    // Outside any dialog: always there, with the menu button beside it for smaller screens.
    expect(nav.closest("[role=dialog]")).toBeNull();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
  });

  it("shows a delegate no admin link", async () => {
    const nav = await sideNavigationAt("/app/faq", userRecord());
    expect(within(nav).queryByRole("heading", { name: "Admin" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "Registrations" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
  });

  it("shows no admin link to an organiser whose sign-in session still needs a second factor", async () => {
    const nav = await sideNavigationAt("/app/profile", userRecord({ isAdmin: true, secondFactorNeeded: true }));
    expect(within(nav).queryByRole("heading", { name: "Admin" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "Audit Log" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  });

  it("lists the same admin screens as the phone's side menu, from one list", async () => {
    const nav = await sideNavigationAt("/app");
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    const adminLinks = (within: HTMLElement) =>
      [...within.querySelectorAll("a[href^='/app/admin/']")].map((link) => link.getAttribute("href"));
    expect(adminLinks(menu)).toEqual(ADMIN_LINKS.map((link) => link.to));
    expect(adminLinks(nav)).toEqual(adminLinks(menu));
  });

  it("opens the door check-in page as a full page load (its camera permission is per document)", async () => {
    const nav = await sideNavigationAt("/app");
    /** Whether the router kept the click for itself; the click is then stopped before jsdom would navigate. */
    const routerKeeps = async (name: string) => {
      let kept = false;
      const seen = (event: MouseEvent) => {
        kept = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener("click", seen);
      await userEvent.click(within(nav).getByRole("link", { name }));
      window.removeEventListener("click", seen);
      return kept;
    };
    expect(await routerKeeps("Event Settings")).toBe(true);
    expect(await routerKeeps("Check-in")).toBe(false);
  });
});

describe("in Arabic", () => {
  /** Renders the chrome at `path` in Arabic, for `user` (signed out when null). */
  function renderArabic(path: string, user: ReturnType<typeof userRecord> | null = userRecord({ isAdmin: true })) {
    mockFetch((url) => (url === "/api/user" && user ? json(user) : json({ message: "Not found" }, 401)));
    renderWithApp(<AppLayout />, { path, i18n: arabicI18n });
  }

  it("writes the bottom bar and the side menu in Arabic, with the language switch to English", async () => {
    renderArabic("/app/my-agenda");
    const bar = await screen.findByRole("navigation", { name: "روابط سريعة" });
    expect(
      within(bar)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["الرئيسية", "جدول الأعمال", "المتحدثون", "الأسئلة والأجوبة", "البطاقة", "استفسار"]);
    expect(within(bar).getByRole("link", { name: "جدول الأعمال" })).toHaveAttribute("aria-current", "page");
    // Starts with the logo's text it names (WCAG 2.5.3 Label in Name).
    const home = screen.getByRole("link", { name: "مؤتمر 2025 - الصفحة الرئيسية" });
    expect(home).toHaveAttribute("href", "/app");
    expect(home).toHaveTextContent("مؤتمر 2025");

    await userEvent.click(await screen.findByRole("button", { name: "فتح القائمة" }));
    const menu = await screen.findByRole("dialog", { name: "القائمة" });
    const nav = within(menu).getByRole("navigation", { name: "التنقل الرئيسي" });
    expect(within(nav).getByRole("link", { name: "أجندتي" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("heading", { name: "الإدارة" })).toBeInTheDocument();
    expect(latinWords(nav, [])).toEqual([]);
    // The switch's href is "" (the same address, reloaded), which Testing Library does not count as a link.
    const english = within(menu).getByText("English");
    expect(english.tagName).toBe("A");
    expect(english).toHaveAttribute("lang", "en");
  });

  it("names the avatar menu and its items in Arabic", async () => {
    renderArabic("/app");
    const avatar = await screen.findByRole("button", { name: "قائمة حساب Dana Al-Sayer، DA" });
    await userEvent.click(avatar);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "الملف الشخصي" })).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "تسجيل الحضور" })).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "تسجيل الخروج" })).toBeInTheDocument();
    expect(within(menu).getByText("dana@example.com")).toHaveAttribute("dir", "ltr");
    expect(within(menu).getByText("Dana Al-Sayer").tagName).toBe("BDI");
  });

  it("switches the account to English from the avatar menu", async () => {
    renderArabic("/app");
    await userEvent.click(await screen.findByRole("button", { name: "قائمة حساب Dana Al-Sayer، DA" }));
    const english = within(await screen.findByRole("menu")).getByRole("menuitem", { name: "English" });
    expect(english).toHaveAttribute("lang", "en");
    const calls = mockFetch(() => json(userRecord({ locale: "en" })));
    await userEvent.click(english);
    expect(document.cookie).toContain("locale=en");
    await waitFor(() =>
      expect(calls.map((call) => [call.url, call.init.method])).toEqual([["/api/user/locale", "PUT"]]),
    );
  });

  it("offers a visitor Sign In and the language switch in the header", async () => {
    renderArabic("/app/my-pass", null);
    expect(await screen.findByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute("href", "/auth");
    expect(within(screen.getByRole("banner")).getByText("English")).toHaveAttribute("hreflang", "en");
  });
});

describe("before GET /api/user answers", () => {
  /** GET /api/user never answers; the rest is 404. */
  const userPending = () =>
    mockFetch((url) => (url === "/api/user" ? new Promise<Response>(() => {}) : json({ message: "Not found" }, 404)));

  it("draws the chrome with a stored session token: header, bottom bar, the avatar as a skeleton", async () => {
    userPending();
    renderWithApp(<AppLayout />, { path: "/app/calendar" });
    const bar = await screen.findByRole("navigation", { name: "Quick links" });
    expect(within(bar).getByRole("link", { name: "Agenda" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Conference 2025 home" })).toHaveAttribute("href", "/app");
    // Neither the menus, which need the user, nor a visitor's Sign In.
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
  });

  function renderProtectedScreen() {
    renderWithApp(
      <Routes>
        <Route element={<RequireUser />}>
          <Route path="*" element={<h1>Agenda</h1>} />
        </Route>
      </Routes>,
      { path: "/app/calendar" },
    );
  }

  it("shows a protected screen with a stored session token, so its title and skeletons paint", async () => {
    userPending();
    renderProtectedScreen();
    expect(await screen.findByRole("heading", { name: "Agenda" })).toBeInTheDocument();
  });

  it("keeps the spinner, not the screen, without a stored session token", async () => {
    clearAuthToken();
    userPending();
    renderProtectedScreen();
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByRole("heading", { name: "Agenda" })).toBeNull();
  });
});
