/**
 * Event settings edited in the browser show everywhere at once, with no rebuild
 * (docs/product.md#event-settings): an admin moves the venue and the conference's date at
 * /app/admin/settings; the landing page, the agenda, the JSON-LD, the .ics file, a new PDF pass
 * and a new email then carry the new values. The settings are put back at the end, so the other
 * specs (one shared server) keep the defaults.
 */
import { PDFDocument } from "pdf-lib";
import type { EventSettings } from "../worker/contract/event";
import { pageTexts } from "../worker/test/pass-helpers";
import { openOutbox } from "./outbox";
import { expect, newDelegate, roleToken, signInAs, test } from "./support";

const VENUE = "Sheikh Jaber Al-Ahmad Cultural Centre";
const ADDRESS = "Gulf Road";

test("an admin moves the venue and the date; pages, JSON-LD, .ics, a new pass and a new email follow", async ({
  page,
  browser,
  request,
}) => {
  const adminToken = await roleToken(request, "admin");
  const asAdmin = { Authorization: `Bearer ${adminToken}` };
  const original = (await (await request.get("/api/admin/event-settings", { headers: asAdmin })).json()) as {
    settings: EventSettings;
  };
  const outbox = await openOutbox();
  try {
    await signInAs(page, "admin");
    await page.goto("/app/admin/settings");
    const form = page.getByRole("form", { name: "Event Settings" });
    await form.getByLabel("Venue name").fill(VENUE);
    // Exactly: "Address (Arabic)" is beside it.
    await form.getByRole("textbox", { name: "Address", exact: true }).fill(ADDRESS);
    await form
      .getByRole("region", { name: original.settings.events.AC2025.name })
      .getByLabel("Date")
      .fill("2026-11-02");
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByTestId("toast")).toContainText("Event settings saved.");

    // A visitor's pages, rendered by the Worker with the saved settings.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/");
    await expect(visitorPage.locator("#home")).toContainText(VENUE);
    await expect(visitorPage.getByText("Monday, November 2, 2026").first()).toBeVisible();
    const jsonLd = JSON.parse(
      (await visitorPage.locator('script[type="application/ld+json"]').textContent()) ?? "[]",
    ) as Array<{ startDate: string; location: { name: string } }>;
    expect(jsonLd[0]).toMatchObject({ startDate: "2026-11-02T08:00:00+03:00", location: { name: VENUE } });
    await visitorPage.goto("/agenda");
    await expect(visitorPage.getByText(VENUE).first()).toBeVisible();
    await visitor.close();

    // The .ics file.
    const ics = (await (await request.get("/api/agenda.ics?event=AC2025")).text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("DTSTART:20261102T050000Z");
    expect(ics).toContain(`LOCATION:${VENUE}\\, ${ADDRESS}`);

    // A new delegate: the confirmation email and the PDF pass carry the new venue.
    const delegate = newDelegate({ firstName: "Hessa", lastName: "Al-Ali" });
    const registered = await request.post("/api/auth/register", {
      data: { ...delegate, confirmPassword: delegate.password },
      headers: { "CF-Connecting-IP": "203.0.113.250" },
    });
    expect(registered.ok()).toBe(true);
    const { id, authToken } = (await registered.json()) as { id: number; authToken: string };
    const email = await outbox.waitFor(delegate.email, "registration_confirmation");
    expect(email.text).toContain(`${VENUE}, ${ADDRESS}`);
    const pdf = await request.get(`/api/pass-pdf/${id}`, { headers: { Authorization: `Bearer ${authToken}` } });
    expect(pdf.ok()).toBe(true);
    const doc = await PDFDocument.load(await pdf.body());
    expect(pageTexts(doc, doc.getPage(0)).join("\n")).toContain(VENUE);
  } finally {
    await outbox.dispose();
    const reset = await request.put("/api/admin/event-settings", { headers: asAdmin, data: original.settings });
    expect(reset.ok()).toBe(true);
  }
});
