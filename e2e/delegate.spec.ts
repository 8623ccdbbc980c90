/**
 * A delegate's tour of the signed-in app on a phone (docs/testing.md#end-to-end-tests): dashboard, agenda (Add to
 * Calendar), speakers (biography lightbox), FAQ, profile edit, a question and an enquiry.
 * The browser clock starts three days before the event so the countdown is meaningful.
 */
import { devices, type Page } from "@playwright/test";
import { expect, test } from "./support";
import { adminCredentials, newDelegate, registerViaUi, signInViaUi } from "./support";

// Pixel 7 viewport, touch and user agent, in the configured desktop Chromium executable.
const { defaultBrowserType: _browser, ...pixel7 } = devices["Pixel 7"];
test.use(pixel7);

/** 2025-10-10 08:00 in Kuwait: exactly 3 days before the conference starts. */
const THREE_DAYS_BEFORE = new Date("2025-10-10T05:00:00Z");

const quickLinks = (page: Page) => page.getByRole("navigation", { name: "Quick links" });

test("a delegate walks through the app on a phone", async ({ page }) => {
  await page.clock.install({ time: THREE_DAYS_BEFORE });
  const delegate = await registerViaUi(page, newDelegate({ firstName: "Reem", lastName: "Al-Bader" }));

  await test.step("dashboard", async () => {
    await expect(page.getByRole("heading", { name: "Welcome to the conference 2025" })).toBeVisible();
    await expect(page.getByTestId("countdown-days")).toHaveText(/^0[23]$/);
    const agenda = page.getByRole("region", { name: "Conference Agenda" });
    await expect(agenda.getByRole("listitem")).toHaveCount(3);
    await expect(agenda.getByRole("link", { name: "Explore Full Conference Agenda" })).toBeVisible();
    const speakers = page.getByRole("region", { name: "Featured Speakers" });
    await expect(speakers.getByRole("listitem")).toHaveCount(4);
    await expect(speakers.getByRole("link", { name: "Meet All Speakers" })).toBeVisible();
    await expect(page.getByRole("link", { name: "+965 2295 7700" })).toHaveAttribute("href", "tel:+96522957700");
    await expect(page.getByRole("link", { name: /Follow/ })).toHaveAttribute("href", /linkedin\.com/);
    await expect(page.getByRole("region", { name: "Frequently Asked Questions" }).getByRole("article")).toHaveCount(3);
  });

  await test.step("agenda: add to calendar", async () => {
    await page.getByRole("link", { name: "VIEW AGENDA" }).click();
    await expect(page).toHaveURL(/\/app\/calendar$/);
    await expect(page.getByRole("heading", { name: "Conference Agenda" })).toBeVisible();
    await page.getByRole("button", { name: "Add to Calendar" }).click();
    const google = page.getByRole("menuitem", { name: "Google Calendar: Conference 2025 (opens in a new tab)" });
    await expect(google).toHaveAttribute("href", /dates=20251013T050000Z%2F20251013T093000Z/);
    const ics = page.getByRole("menuitem", { name: "Apple / Outlook (.ics): Conference 2025" });
    const icsResponse = await page.request.get((await ics.getAttribute("href"))!);
    expect(icsResponse.ok()).toBe(true);
    expect(icsResponse.headers()["content-type"]).toContain("text/calendar");
    const calendar = await icsResponse.text();
    expect(calendar).toContain("BEGIN:VCALENDAR");
    expect(calendar).toContain("DTSTART:20251013T050000Z");
    await page.keyboard.press("Escape");
    await expect(google).toBeHidden();
  });

  await test.step("speakers: open and close a biography", async () => {
    await quickLinks(page).getByRole("link", { name: "Speakers" }).click();
    await expect(page).toHaveURL(/\/app\/speakers$/);
    const openers = page.getByRole("button", { name: /, view biography$/ });
    await expect(openers.first()).toBeVisible();
    await openers.first().click();
    const dialog = page.getByRole("dialog", { name: "Speaker Biography" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Speaking Sessions" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await openers.nth(1).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("FAQ: two answers open at once", async () => {
    await page.goto("/app/faq");
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions", level: 1 })).toBeVisible();
    const parking = page.getByRole("button", { name: "Is parking available?" });
    const dress = page.getByRole("button", { name: "What is the dress code?" });
    await parking.click();
    await dress.click();
    await expect(parking).toHaveAttribute("aria-expanded", "true");
    await expect(dress).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Business attire is expected.")).toBeVisible();
  });

  await test.step("profile edit", async () => {
    await page.goto("/app/profile");
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const form = page.getByRole("form", { name: "Edit profile" });
    await expect(form.getByLabel("Email")).toBeDisabled();
    await form.getByLabel("Job Title").fill("Head of Project Finance");
    await form.getByRole("textbox", { name: "Skills / Expertise" }).fill("Renewables");
    await form.getByRole("textbox", { name: "Skills / Expertise" }).press("Enter");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByTestId("toast")).toContainText("Profile updated");
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    await expect(page.getByText("Head of Project Finance")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Head of Project Finance")).toBeVisible();
    await expect(page.getByText("Renewables")).toBeVisible();
  });

  const question = `Will the panel slides be shared after the event? (ref ${Date.now().toString(36)})`;
  await test.step("submit a question", async () => {
    await page.goto("/app/submit-question");
    await expect(page.getByLabel("Submitting as")).toHaveValue(delegate.email);
    await page.getByLabel("Your Question").fill("Too short");
    await page.getByRole("button", { name: "Submit Question" }).click();
    await expect(page.getByText("Question must be at least 10 characters long")).toBeVisible();
    await page.getByLabel("Your Question").fill(question);
    await page.getByRole("button", { name: "Submit Question" }).click();
    await expect(page.getByTestId("toast")).toContainText("Question submitted successfully!");
    await expect(page).toHaveURL(/\/app$/);
    await quickLinks(page).getByRole("link", { name: "Q&A" }).click();
    await expect(page.getByRole("heading", { name: "Curated Q&A" })).toBeVisible();
    const card = page.getByRole("article", { name: question });
    await expect(card).toContainText("Question by Reem");
    await expect(card).toContainText("Unanswered");
    await expect(card.getByRole("button", { name: "Delete" })).toHaveCount(0);
  });

  await test.step("send an enquiry", async () => {
    await quickLinks(page).getByRole("link", { name: "Enquire" }).click();
    await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
    const form = page.getByRole("form", { name: "Enquiry" });
    await expect(form.getByLabel("Email")).toHaveValue(delegate.email);
    await form.getByLabel("Service Type").selectOption({ label: "Service 2" });
    await form.getByLabel("Message").fill("Short");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(form.getByText("Message must be at least 10 characters")).toBeVisible();
    await form.getByLabel("Message").fill("We would like to discuss a sponsorship package.");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page.getByTestId("toast")).toContainText("Enquiry Sent");
    await expect(form.getByLabel("Message")).toHaveValue("");
  });
});

test("an organiser answers a delegate's question on the curated Q&A and other delegates see it", async ({
  page,
  browser,
}) => {
  const asker = await registerViaUi(page, newDelegate({ firstName: "Nawal" }));
  const question = `How will projects be tendered next year? (ref ${Date.now().toString(36)})`;
  await page.goto("/app/submit-question");
  await page.getByLabel("Your Question").fill(question);
  await page.getByRole("button", { name: "Submit Question" }).click();
  await expect(page).toHaveURL(/\/app$/);

  // Another delegate does not see the pending question.
  const otherContext = await browser.newContext(pixel7);
  const other = await otherContext.newPage();
  await registerViaUi(other, newDelegate({ firstName: "Bader" }));
  await other.goto("/app/qna");
  await expect(other.getByRole("heading", { name: "Curated Q&A" })).toBeVisible();
  await expect(other.getByRole("article", { name: question })).toHaveCount(0);

  const adminContext = await browser.newContext(pixel7);
  const admin = await adminContext.newPage();
  const { email, password } = adminCredentials();
  await signInViaUi(admin, email, password);
  await admin.goto("/app/qna");
  await expect(admin.getByText(/\(\d+ unanswered questions?\)/)).toBeVisible();
  const card = admin.getByRole("article", { name: question });
  await expect(card).toContainText("Unanswered");
  await card.getByRole("button", { name: "Edit" }).click();
  await card.getByLabel("Add Answer").fill("Through the KAPP tender calendar, published each quarter.");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByTestId("toast")).toContainText("Question updated successfully!");
  await expect(card.getByRole("button", { name: "Archive" })).toBeVisible();

  await other.reload();
  const answered = other.getByRole("article", { name: question });
  await expect(answered).toContainText("Question by Nawal");
  await expect(answered).toContainText("ASAR – Al Ruwayeh & Partners");
  await expect(answered).toContainText("Through the KAPP tender calendar");
  await expect(answered).not.toContainText("Unanswered");
  await expect(answered).not.toContainText(asker.email);
  await otherContext.close();
  await adminContext.close();
});
