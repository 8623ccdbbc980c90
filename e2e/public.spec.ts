/**
 * The public microsite end to end (docs/testing.md#end-to-end-tests): a new visitor reads the seeded agenda and
 * speakers on /, registers through the landing widget, lands on /app with the welcome toast,
 * signs out and back in (the "Login Successful" toast, and not a console message on the way);
 * /agenda tabs, /speakers search, the 404 page (HTTP 404); and the signed-in agenda (Add to
 * Calendar) and speakers (biography lightbox) screens.
 */
import { expect, speakerCount, test, watchConsole } from "./support";
import { fillRegistration, newDelegate, registerViaUi, signInViaUi } from "./support";

test("a visitor reads the landing page, registers there, signs out and signs back in", async ({ page }) => {
  const consoleMessages = watchConsole(page);
  await page.goto("/");
  await expect(page).toHaveTitle("Energy & Infrastructure PPP Conference | Conference 2025");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Sections below the first screen hydrate as they near the viewport (web/lib/hydration.ts).
  const agenda = page.getByRole("region", { name: "Conference Agenda" });
  await agenda.scrollIntoViewIfNeeded();
  await expect(agenda.getByRole("article", { name: /Kuwait at the Crossroads/ })).toBeVisible();
  await expect(agenda.getByRole("article", { name: "GC Powerlist Recognition & Dinner" })).toContainText(
    "8:30 PM - 9:30 PM",
  );
  const speakers = page.getByRole("region", { name: "Meet the Speakers" });
  const total = await speakerCount(page);
  const slides = speakers.getByRole("group", { name: new RegExp(` of ${total}$`) });
  await expect(slides).toHaveCount(total);
  await expect(slides.filter({ hasText: "Fatima Al-Sabah" })).toHaveCount(1);

  // "Meet the Speakers" scrolls to the carousel.
  await page.getByRole("link", { name: "Meet the Speakers" }).click();
  await expect(page).toHaveURL(/#speakers$/);
  await expect(speakers.getByRole("heading", { name: "Meet the Speakers" })).toBeInViewport();

  // The widget opens on Register; the Register anchor brings it into view.
  await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL(/#register$/);
  const widget = page.locator("#register");
  await expect(widget.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");

  const delegate = newDelegate();
  await fillRegistration(page, delegate, widget.getByRole("form", { name: "Register" }));
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId("toast")).toContainText("Registration Successful");

  await page.getByRole("button", { name: `Account menu for ${delegate.firstName} ${delegate.lastName}` }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInViaUi(page, delegate.email, delegate.password);
  await expect(
    page.getByRole("button", { name: `Account menu for ${delegate.firstName} ${delegate.lastName}` }),
  ).toBeVisible();
  // The welcome back, although the signed-in redirect unmounts the form that asked.
  await expect(page.getByTestId("toast")).toContainText("Login Successful");
  await expect(page.getByTestId("toast")).toContainText("Welcome back to the conference 2025!");
  // Not a warning on the way: no missing HydrateFallback, no flushSync, no 401 for the signed-out user.
  await page.waitForLoadState("networkidle");
  expect(consoleMessages).toEqual([]);
});

test("the public pages arrive with their sessions and speakers, before any JavaScript runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/agenda");
  await expect(page.getByRole("article", { name: /Kuwait at the Crossroads/ })).toBeVisible();
  await page.goto("/speakers");
  await expect(page.getByRole("article", { name: "Fatima Al-Sabah" })).toBeVisible();
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Conference Agenda" }).getByRole("article", { name: /Kuwait at the Crossroads/ }),
  ).toBeAttached();
  await context.close();
});

test("the public pages hydrate the server's markup without errors, the deferred sections too", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  for (const path of ["/", "/agenda", "/speakers"]) {
    await page.goto(path);
    await expect(page.locator("html[data-ready]")).toBeAttached();
    // Scroll down a screen at a time so every deferred section loads and hydrates (web/lib/hydration.ts).
    for (let screen = 0; screen < 20; screen++) await page.mouse.wheel(0, 700);
    await expect(page.locator("article").first()).toBeAttached();
  }
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("the landing widget's Login tab goes to /auth", async ({ page }) => {
  await page.goto("/#register");
  await page.locator("#register").getByRole("tab", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("the mobile menu carries the same links and the language switch", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link")).toHaveText(["Home", "Agenda", "Speakers", "Register", "Login", "العربية"]);
  await menu.getByRole("link", { name: "Agenda" }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/#agenda$/);
  await expect(page.getByRole("heading", { name: "Conference Agenda" })).toBeInViewport();
});

test("/agenda shows both events' sessions in tabs", async ({ page }) => {
  await page.goto("/agenda");
  await expect(page).toHaveTitle("Conference Agenda | Conference 2025");
  await expect(page.getByRole("heading", { level: 1, name: "Conference Agenda" })).toBeVisible();
  await expect(page.getByRole("article", { name: /Kuwait at the Crossroads/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Monday, October 13, 2025" })).toBeVisible();
  await expect(page.getByTestId("stat-sessions")).toHaveText("9");
  await expect(page.getByTestId("stat-events")).toHaveText("2");
  await expect(page.getByTestId("stat-hours")).toHaveText("12+");

  await page.getByRole("tab", { name: "GC Powerlist" }).click();
  await expect(page.getByRole("article", { name: "GC Powerlist Recognition & Dinner" })).toBeVisible();
  await expect(page.getByRole("article", { name: /Kuwait at the Crossroads/ })).toHaveCount(0);
  await expect(page.getByTestId("stat-sessions")).toHaveText("4");

  await page.getByRole("link", { name: "Speakers" }).click();
  await expect(page).toHaveURL(/\/speakers$/);
});

test("/speakers searches both sections and opens a speaker's details", async ({ page }) => {
  await page.goto("/speakers");
  await expect(page.getByRole("heading", { level: 1, name: "Conference Speakers" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(await speakerCount(page));

  await page.getByPlaceholder("Search speakers...").fill("porter");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article", { name: "James Porter" })).toBeVisible();
  await expect(page.getByText(/No GC Powerlist speaker matches "porter"/)).toBeVisible();

  await page.getByRole("button", { name: /^James Porter, .*view biography$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Speaker Biography" });
  await expect(dialog).toContainText("James Porter");
  await expect(dialog.getByText(/Delivering Power Projects/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: "Agenda" }).click();
  await expect(page).toHaveURL(/\/agenda$/);
});

test("an unknown path answers HTTP 404 with the 404 page; the app's own paths answer 200", async ({ page }) => {
  for (const path of ["/no/such/page", "/app/nope", "/agenda/extra"]) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  }
  for (const path of ["/auth", "/app/faq", "/unsubscribe", "/agenda"]) {
    expect((await page.goto(path))!.status(), path).toBe(200);
  }
});

test("a delegate adds the conference to a calendar and reads a biography", async ({ page }) => {
  await registerViaUi(page, newDelegate());
  await page.goto("/app/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Conference Agenda" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Conference 2025" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(1);
  const panel = page.getByRole("article", { name: /Kuwait at the Crossroads/ });
  await expect(panel.getByRole("list", { name: "Speakers" }).getByRole("img").first()).toHaveAccessibleName(
    "Fatima Al-Sabah",
  );

  await page.getByRole("button", { name: "Add to Calendar" }).click();
  const google = page.getByRole("menuitem", { name: "Google Calendar: Conference 2025 (opens in a new tab)" });
  await expect(google).toHaveAttribute("href", /dates=20251013T050000Z%2F20251013T093000Z/);
  const ics = page.getByRole("menuitem", { name: "Apple / Outlook (.ics): Conference 2025" });
  const href = await ics.getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await response.text()).toContain("DTSTART:20251013T050000Z");
  await page.keyboard.press("Escape");

  await page.goto("/app/speakers");
  await page.getByPlaceholder("Search speakers...").fill("al-sabah");
  await page.getByRole("article", { name: "Fatima Al-Sabah" }).click();
  const dialog = page.getByRole("dialog", { name: "Speaker Biography" });
  await expect(dialog.getByRole("heading", { name: "Speaking Sessions" })).toBeVisible();
  await expect(dialog.getByText(/Kuwait at the Crossroads/)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});
