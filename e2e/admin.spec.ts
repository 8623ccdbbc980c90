/**
 * The organiser's tour of the admin screens (docs/product.md#admin-screens) as the seeded local admin on
 * a laptop: import speakers and delegates from the LibreOffice workbooks in db/fixtures/, reorder a
 * speaker and see the public /speakers page follow, upload a speaker photo and see it there too,
 * follow an imported delegate's welcome email into the app, edit an agenda item and its
 * speakers, answer and archive a question, delete a registration, export both formats and read
 * the email logs.
 * Changes other specs could notice (agenda, GC Powerlist order) are put back at the end of their
 * step; imports go to the GC Powerlist so the main conference's pages stay as seeded.
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { AgendaItem } from "../worker/contract/content";
import { linkPath, openOutbox } from "./outbox";
import { expect, test } from "./support";
import { adminCredentials, newDelegate, signInViaUi, TINY_PNG } from "./support";

const FIXTURES = join(import.meta.dirname, "..", "db", "fixtures");

test.describe.configure({ mode: "serial" });

async function signInAsAdmin(page: Page): Promise<void> {
  const { email, password } = adminCredentials();
  await signInViaUi(page, email, password);
}

/** Calls the API from the page with the stored token (state the UI does not show). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem("ac2025.authToken");
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

const toast = (page: Page) => page.getByTestId("toast");

test("imports speakers, reorders them and the public page follows", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/app/admin/speakers");
  await expect(page.getByRole("heading", { name: "Speaker Management", level: 1 })).toBeVisible();

  await test.step("import the speakers fixture into the GC Powerlist", async () => {
    const panel = page.getByRole("form", { name: "Import Speakers" });
    await panel.getByLabel("Event").selectOption("GC_POWERLIST");
    await panel.getByLabel("Excel file").setInputFiles(join(FIXTURES, "speakers-sample.xlsx"));
    await panel.getByRole("button", { name: "Import" }).click();
    await expect(toast(page)).toContainText("Import Complete");
    await expect(page.getByRole("heading", { name: "Import result: 12 speakers processed" })).toBeVisible();
    await expect(page.getByText("Every row was imported.")).toBeVisible();
  });

  const before = (
    await api<{ id: number; name: string; surname: string }[]>(page, "GET", "/api/speakers?event=GC_POWERLIST")
  ).body;
  const [first, second] = before.map((s) => `${s.name} ${s.surname}`);

  await test.step("move the first GC Powerlist speaker down with the keyboard", async () => {
    await page.getByRole("tab", { name: "GC Powerlist" }).click();
    const rows = page.getByRole("tabpanel").getByTestId("speaker-row");
    await expect(rows).toHaveCount(before.length);
    await expect(rows.first()).toContainText(first!);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/admin/speakers/update-order") && r.status() === 200,
    );
    const handle = page.getByRole("button", { name: `Reorder ${first}` });
    // The app scrolls smoothly (styles.css): let the page come to rest before the drag measures rows.
    await handle.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const y = window.scrollY;
          setTimeout(() => resolve(window.scrollY === y), 150);
        }),
    );
    await handle.focus();
    // Each key waits for the pick-up and dnd-kit's screen-reader announcement, as a keyboard user would.
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(`${first} is over position 1.`)).toBeAttached();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByText(`${first} is over position 2.`)).toBeAttached();
    await page.keyboard.press("Space");
    await saved;
    await expect(rows.first()).toContainText(second!);
    await expect(rows.nth(1)).toContainText(first!);
  });

  await test.step("the public speakers page shows the new order", async () => {
    await page.goto("/speakers");
    const names = page.getByRole("region", { name: "GC Powerlist Speakers" }).getByRole("heading", { level: 3 });
    await expect(names.nth(0)).toContainText(second!);
    await expect(names.nth(1)).toContainText(first!);
  });

  const restore = await api(page, "POST", "/api/admin/speakers/update-order", {
    speakers: before.map((s, i) => ({ id: s.id, displayOrder: i + 1 })),
  });
  expect(restore.status).toBe(200);
});

test("uploads a speaker photo and the public page shows it", async ({ page }) => {
  // A GC Powerlist speaker of the fixture imported above, so the main conference stays as seeded.
  const name = "Emily Al-Kandari";
  await signInAsAdmin(page);
  await page.goto("/app/admin/speakers");
  await page.getByRole("tab", { name: "GC Powerlist" }).click();
  const row = page
    .getByRole("tabpanel")
    .getByTestId("speaker-row")
    .filter({ has: page.getByRole("heading", { name, level: 3 }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("button", { name: `Copy photo link of ${name}` })).toHaveCount(0);

  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/admin/upload-speaker-image"));
  await row.locator('input[type="file"]').setInputFiles({ name: "emily.png", mimeType: "image/png", buffer: TINY_PNG });
  expect((await uploaded).status()).toBe(200);
  await expect(toast(page)).toContainText("Photo uploaded");
  await expect(row.getByRole("button", { name: `Copy photo link of ${name}` })).toBeVisible();

  await page.goto("/speakers");
  // The path, not the whole URL: how photos are sized (query, srcset) is the media route's business.
  const photo = page.getByRole("region", { name: "GC Powerlist Speakers" }).locator(`img[alt="${name}"]`);
  await expect(photo).toHaveAttribute("src", /^(https?:\/\/[^/]+)?\/api\/media\/speakers\//);
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test("imports delegates with progress and a result summary", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/app/admin/delegates");
  const panel = page.getByRole("form", { name: "Import Delegates" });
  await panel.getByLabel("User type").selectOption("delegate");
  await panel.getByLabel("Excel file").setInputFiles(join(FIXTURES, "delegates-sample.xlsx"));
  await panel.getByRole("button", { name: "Import" }).click();
  await expect(
    page.getByRole("heading", { name: "Import result: 30 delegates processed (30 new, 0 updated)" }),
  ).toBeVisible();
  const sara = page.getByTestId("delegate-card").filter({ hasText: "sara.müller4@example.com" });
  await expect(sara).toContainText("Marina Project Finance Bank");
  await expect(sara).toContainText("+96570241397");
  await expect(sara).toHaveAttribute("data-user-type", "delegate");

  await test.step("a non-Excel file is refused before upload", async () => {
    await panel
      .getByLabel("Excel file")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(toast(page)).toContainText("Invalid File Type");
    await panel.getByRole("button", { name: "Import" }).click();
    await expect(toast(page)).toContainText("No File Selected");
  });
});

test("an imported delegate follows the welcome email's one-time link into the app", async ({ browser }) => {
  // Imported by the test above; every new account gets one delegate_welcome email.
  const delegate = { email: "noura.al-enezi0@example.com", name: "Noura Al-Enezi" };
  const outbox = await openOutbox();
  let link: string;
  try {
    link = linkPath(await outbox.waitFor(delegate.email, "delegate_welcome"), "/auth");
  } finally {
    await outbox.dispose();
  }

  // A fresh browser, as on the delegate's own phone: nobody is signed in there.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  // The link confirms the address: the imported delegate never had a password, so they choose one (or not yet).
  await expect(page).toHaveURL(/\/choose-password$/);
  await expect(toast(page)).toContainText("Login Successful");
  // An imported account never had a password of its own: there is none to offer back.
  await expect(page.getByRole("form", { name: "Keep the password you chose when you registered" })).toHaveCount(0);
  await page.getByRole("button", { name: "Not now" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole("button", { name: `Account menu for ${delegate.name}` })).toBeVisible();
  const me = await api<{ email: string; userType: string }>(page, "GET", "/api/user");
  expect(me).toMatchObject({ status: 200, body: { email: delegate.email, userType: "delegate" } });
  await context.close();
});

test("edits an agenda item and its speakers", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/app/admin/calendar");
  await expect(page.getByRole("heading", { name: "Calendar Administration", level: 1 })).toBeVisible();
  const cards = page.getByTestId("agenda-admin-card");
  await expect(cards.first()).toBeVisible();

  const agenda = (await api<AgendaItem[]>(page, "GET", "/api/agenda?event=AC2025")).body;
  const target = agenda.at(-1)!;
  const panel = [...agenda].reverse().find((i) => i.speakers.length > 1)!;

  await test.step("edit the title and times", async () => {
    await page.getByRole("button", { name: `Edit ${target.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Agenda Item" });
    await dialog.getByLabel("Title", { exact: true }).fill(`${target.title} (updated)`);
    await dialog.getByLabel("Location", { exact: true }).fill("Ballroom B");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("article", { name: `${target.title} (updated)` })).toContainText("Ballroom B");
  });

  await test.step("set an Arabic title, which is still there after a reload", async () => {
    const arabicTitle = "الجلسة الختامية";
    await page.getByRole("button", { name: `Edit ${target.title} (updated)` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Agenda Item" });
    const titleAr = dialog.getByLabel("Title (Arabic)");
    await expect(titleAr).toHaveAttribute("lang", "ar");
    await expect(titleAr).toHaveAttribute("dir", "rtl");
    await titleAr.fill(arabicTitle);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.getByRole("button", { name: `Edit ${target.title} (updated)` }).click();
    await expect(dialog.getByLabel("Title (Arabic)")).toHaveValue(arabicTitle);
    await expect(dialog.getByLabel("Location", { exact: true })).toHaveValue("Ballroom B");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    const saved = (await api<AgendaItem[]>(page, "GET", "/api/agenda?event=AC2025")).body.find(
      (i) => i.id === target.id,
    );
    // The Arabic location is kept as it was (the demo agenda has one).
    expect(saved).toMatchObject({
      title: `${target.title} (updated)`,
      titleAr: arabicTitle,
      locationAr: target.locationAr,
    });

    // The Arabic agenda shows it at once, and the English one keeps the English title.
    await page.goto("/ar/agenda");
    await expect(page.getByRole("article", { name: arabicTitle })).toBeVisible();
    await page.goto("/agenda");
    await expect(page.getByRole("article", { name: `${target.title} (updated)` })).toBeVisible();
    await page.goto("/app/admin/calendar");
  });

  await test.step("reorder, remove and add session speakers", async () => {
    await page.getByRole("button", { name: `Speakers of ${panel.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Manage Speakers" });
    const current = dialog.getByTestId("current-speaker");
    await expect(current).toHaveCount(panel.speakers.length);
    const [a, b] = panel.speakers.map((s) => `${s.name} ${s.surname}`);
    await expect(dialog.getByRole("button", { name: `Move ${a} up` })).toBeDisabled();
    await dialog.getByRole("button", { name: `Move ${a} down` }).click();
    await expect(current.first()).toContainText(b!);
    const added = dialog.getByTestId("available-speaker").first();
    const addedName = (await added.getByRole("paragraph").first().textContent())!.trim();
    await added.getByRole("button", { name: /^Add / }).click();
    await expect(current.last()).toContainText(addedName);
    await dialog.getByRole("button", { name: `Remove ${b}` }).click();
    await dialog.getByRole("button", { name: "Save Speaker Order" }).click();
    await expect(dialog).toBeHidden();
    const saved = (await api<AgendaItem[]>(page, "GET", "/api/agenda?event=AC2025")).body.find(
      (i) => i.id === panel.id,
    )!;
    const names = saved.speakers.map((s) => `${s.name} ${s.surname}`);
    expect(names[0]).toBe(a);
    expect(names).not.toContain(b);
    expect(names.at(-1)).toBe(addedName);
  });

  const { id, title, startTime, endTime, date, location, description, titleAr, locationAr, descriptionAr } = target;
  const restore = { id, title, startTime, endTime, date, location, description, titleAr, locationAr, descriptionAr };
  expect((await api(page, "PUT", `/api/admin/agenda/${id}`, restore)).status).toBe(200);
  expect(
    (await api(page, "PUT", `/api/admin/agenda/${panel.id}/speakers`, { speakerIds: panel.speakers.map((s) => s.id) }))
      .status,
  ).toBe(200);
});

test("answers and archives a question", async ({ page, request }) => {
  const asker = newDelegate({ firstName: "Hamad" });
  const registered = await request.post("/api/auth/register", {
    data: { ...asker, confirmPassword: asker.password },
    headers: { "CF-Connecting-IP": "203.0.113.7" },
  });
  expect(registered.status()).toBe(201);
  const { authToken } = (await registered.json()) as { authToken: string };
  const text = `Will the panel slides be shared afterwards? ${Date.now()}`;
  const asked = await request.post("/api/qna", {
    data: { question: text },
    headers: { Authorization: `Bearer ${authToken}` },
  });
  expect(asked.status()).toBe(201);

  await signInAsAdmin(page);
  await page.goto("/app/admin/qna");
  await expect(page.getByRole("tab", { name: /Unanswered/, selected: true })).toBeVisible();
  const card = page.getByRole("article", { name: text });
  await expect(card).toContainText("Pending");
  await expect(card).toContainText(asker.email);

  await card.getByRole("button", { name: "Edit" }).click();
  await card.getByLabel("Add Answer").fill("Yes, they will be emailed to every delegate.");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Question updated successfully!");
  await expect(card).toBeHidden();

  await page.getByRole("tab", { name: /All Questions/ }).click();
  await expect(card).toContainText("Approved");
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to archive this question?");
    void dialog.accept();
  });
  await card.getByRole("button", { name: "Archive" }).click();
  await expect(toast(page)).toContainText("Question archived successfully!");
  await page.getByRole("tab", { name: /Archived/ }).click();
  await expect(page.getByRole("article", { name: text })).toContainText("Archived");
});

test("deletes a registration and exports both formats", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/app/admin/registrations");
  await expect(page.getByRole("heading", { name: "Registration Management", level: 1 })).toBeVisible();
  await page.getByLabel("Search").fill("james.obrien7@example.com");
  const row = page.getByTestId("registration-row");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Delete registration of/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete registration?" });
  await expect(dialog).toContainText("james.obrien7@example.com");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page)).toContainText("Registration deleted successfully");
  await expect(row).toHaveCount(0);

  await test.step("sort by first name on the server, one page at a time", async () => {
    await page.getByLabel("Search").fill("");
    await page.getByLabel("Sort by").selectOption("firstName");
    await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
    // The server sorts text ignoring the case of A-Z (SQLite NOCASE), other characters by code point.
    const nocase = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const firstNames = async () =>
      (await page.getByTestId("registration-row").locator("td:nth-child(2) > :first-child").allTextContents()).map(
        (n) => nocase(n.split(" ")[0]!),
      );
    await expect
      .poll(async () => {
        const names = await firstNames();
        return names.length === 25 && names.every((name, i) => i === 0 || names[i - 1]! <= name);
      })
      .toBe(true);
    await expect(page.getByRole("status").filter({ hasText: /registrations$/ })).toContainText("1–25 of");
    const firstPage = await firstNames();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page.getByRole("status").filter({ hasText: /registrations$/ })).toContainText("26–");
    const secondPage = await firstNames();
    expect(secondPage[0]! >= firstPage.at(-1)!).toBe(true);
  });

  await test.step("export CSV with the session cookie, as a link would", async () => {
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/registrations/export");
    const csv = await page.evaluate(async () => {
      const response = await fetch("/api/registrations/export", { credentials: "same-origin" });
      return {
        status: response.status,
        disposition: response.headers.get("Content-Disposition"),
        text: await response.text(),
      };
    });
    expect(csv.status).toBe(200);
    expect(csv.disposition).toMatch(/attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.text).toContain("Candidate Number,First Name,Last Name,Email");
    expect(csv.text).toContain("sara.müller4@example.com");
    expect(csv.text).not.toContain("james.obrien7@example.com");
  });

  await test.step("export Excel with QR as a background job: progress, then a download link", async () => {
    await page.getByRole("button", { name: "Export Excel with QR" }).click();
    // The jobs queue renders the QR codes and assembles the workbook in the background.
    const download = page.getByRole("link", { name: "Download Excel" });
    await expect(download).toBeVisible({ timeout: 30_000 });
    const href = await download.getAttribute("href");
    expect(href).toMatch(/^\/api\/registrations\/export\/jobs\/[0-9a-f-]{36}\/file$/);

    // Leaving the screen and coming back finds the finished job again.
    await page.goto("/app/admin/qna");
    await page.goto("/app/admin/registrations");
    await expect(page.getByRole("link", { name: "Download Excel" })).toHaveAttribute("href", href!);

    const file = await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: "same-origin" });
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type: response.headers.get("Content-Type"),
        disposition: response.headers.get("Content-Disposition"),
        zipSignature: [...bytes.slice(0, 4)],
      };
    }, href!);
    expect(file.status).toBe(200);
    expect(file.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.disposition).toMatch(/attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(file.zipSignature).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });
});

test("reads the email logs", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/app/admin/email-logs");
  await expect(page.getByRole("heading", { name: "Email Logs", level: 1 })).toBeVisible();
  for (const name of ["All", "Failed Only", "Registration", "Successful"])
    await expect(page.getByRole("tab", { name })).toBeVisible();
  // The welcome emails of the delegate import are sent by the queue consumer within seconds.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("email-log").filter({ hasText: "delegate_welcome" }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 45_000 });
  await page.getByRole("tab", { name: "Successful" }).click();
  await expect(page.getByRole("tabpanel").getByTestId("email-log").first()).toContainText("Sent");
  await page.getByRole("tab", { name: "Failed Only" }).click();
  await expect(
    page.getByRole("tabpanel").getByTestId("email-log").or(page.getByText("No email has failed.")),
  ).not.toHaveCount(0);
});
