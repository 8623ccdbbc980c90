/**
 * What Calendar Administration needs a real browser for (docs/product.md#calendar-administration):
 * the programme workbook's downloads (template and export) and the upload of a workbook written by
 * LibreOffice (db/fixtures/agenda-organiser.xlsx, real date and time cells), whose sessions then
 * show in the GC Powerlist tab and on /agenda and /ar/agenda; and a session added by hand, warned of
 * its overlap, then deleted. The sessions it adds are deleted at the end, so other specs find the
 * agenda as seeded.
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { AgendaItem } from "../worker/contract/content";
import { expect, signInAs, test } from "./support";

const FIXTURES = join(import.meta.dirname, "..", "db", "fixtures");

test.describe.configure({ mode: "serial" });

/** The sessions of both events, through the public API. */
async function sessions(page: Page): Promise<AgendaItem[]> {
  return (await page.request.get("/api/agenda")).json() as Promise<AgendaItem[]>;
}

/** Deletes, through the API, the sessions that were not there before. */
async function deleteAdded(page: Page, before: readonly AgendaItem[]): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem("ac2025.authToken"));
  for (const item of await sessions(page)) {
    if (before.some((b) => b.id === item.id)) continue;
    const response = await page.request.delete(`/api/admin/agenda/${item.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
  }
}

test("downloads the template and the export, and imports a LibreOffice workbook", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/app/admin/calendar");
  const before = await sessions(page);
  const panel = page.getByRole("form", { name: "Import Sessions" });

  await test.step("download the template", async () => {
    const download = page.waitForEvent("download");
    await panel.getByRole("button", { name: "Download Template" }).click();
    expect((await download).suggestedFilename()).toBe("agenda-template.xlsx");
  });

  await test.step("import the workbook, rows without an event going to the GC Powerlist", async () => {
    await panel.getByLabel("Event of rows without one").selectOption("GC_POWERLIST");
    await panel.getByLabel("Excel file").setInputFiles(join(FIXTURES, "agenda-organiser.xlsx"));
    await panel.getByRole("button", { name: "Import" }).click();
    const result = page.getByRole("heading", { name: "Import result: 5 sessions processed" });
    await expect(result).toBeVisible();
    const section = page.getByRole("status").filter({ has: result });
    await expect(section.getByText("5 rows were skipped:")).toBeVisible();
    await expect(section).toContainText("Row 7: End time must be after the start time");
    await expect(section).toContainText("Row 5: No speaker is named Nobody Known");
  });

  await test.step("the GC Powerlist tab and the public agendas show the imported sessions", async () => {
    await page.getByRole("tab", { name: "GC Powerlist" }).click();
    await expect(page.getByRole("article", { name: "GC Powerlist Reception" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Closing Dinner" })).toContainText("9:00 PM - 9:30 PM");
    await page.goto("/agenda");
    await page.getByRole("tab", { name: "GC Powerlist" }).click();
    await expect(page.getByRole("article", { name: "GC Powerlist Reception" })).toBeVisible();
    await page.goto("/ar/agenda");
    await page.getByRole("tab", { name: "GC Powerlist" }).click();
    await expect(page.getByRole("article", { name: "استقبال قائمة جي سي" })).toBeVisible();
  });

  await test.step("download the export", async () => {
    await page.goto("/app/admin/calendar");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export Sessions" }).click();
    expect((await download).suggestedFilename()).toMatch(/^agenda-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  await deleteAdded(page, before);
});

test("adds a session by hand, warned of an overlap, and deletes it", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/app/admin/calendar");
  const before = await sessions(page);
  const existing = before.find((s) => s.eventType === "AC2025" && s.location && s.endTime)!;

  await page.getByRole("button", { name: "Add session" }).click();
  const dialog = page.getByRole("dialog", { name: "Add session" });
  await dialog.getByLabel("Title", { exact: true }).fill("Press Briefing");
  await dialog.getByLabel("Start Time").fill(existing.startTime);
  await dialog.getByLabel("End Time").fill(existing.endTime);
  await dialog.getByLabel("Location", { exact: true }).fill(existing.location!);
  await expect(dialog.getByRole("status")).toContainText("This session overlaps another in the same location.");
  await dialog.getByRole("button", { name: "Save Session" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("toast")).toContainText("Session added");

  await page.getByRole("button", { name: "Delete Press Briefing" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete session?" });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("article", { name: "Press Briefing" })).toHaveCount(0);
  expect((await sessions(page)).map((s) => s.id)).toEqual(before.map((s) => s.id));
});
