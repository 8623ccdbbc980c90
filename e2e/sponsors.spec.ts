/**
 * Sponsors in a real browser (docs/product.md#sponsors, #landing-page): the organiser adds sponsors
 * with their logos on the Sponsors screen, reorders a tier with the keyboard and hides one; `/` and
 * `/ar` show the active ones by tier, each logo loaded, named by the sponsor and linked as a
 * sponsored link, in boxes that do not move as the logos arrive; the landing page still fits 360 px
 * and passes axe. The sponsors are deleted at the end, so the other specs see the landing page as
 * seeded.
 */
import type { Page } from "@playwright/test";
import { encode } from "fast-png";
import { expectFits, expectNoViolations, NARROW } from "./audit";
import { expect, signInAs, test } from "./support";

test.describe.configure({ mode: "serial" });

/** A real `width` x `height` PNG (a wide logo), encoded here. */
function logoPng(width: number, height: number): Buffer {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([20, 60, 140, 255], i);
  return Buffer.from(encode({ width, height, data, channels: 4 }));
}

const toast = (page: Page) => page.getByTestId("toast");

async function addSponsor(page: Page, name: string, tier: string, website: string): Promise<void> {
  await page.getByRole("button", { name: "Add sponsor" }).click();
  const form = page.getByRole("dialog").getByRole("form", { name: "Add sponsor" });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("combobox", { name: "Tier" }).selectOption(tier);
  await form.getByRole("textbox", { name: "Website" }).fill(website);
  await form.getByLabel(/^Logo/).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logoPng(300, 100) });
  await form.getByRole("button", { name: "Add sponsor" }).click();
  await expect(toast(page)).toContainText("Sponsor added");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

const NAMES = ["E2E Platinum Energy", "E2E Gold Bank", "E2E Gold Telecom"];

test("an organiser adds sponsors, orders a tier, hides one, and / and /ar follow", async ({ page }) => {
  // Several screens and four axe runs of the landing page.
  test.setTimeout(180_000);
  await signInAs(page, "admin");
  await page.goto("/app/admin/sponsors");
  await expect(page.getByRole("heading", { name: "Sponsors", level: 1 })).toBeVisible();

  await test.step("add three sponsors with their logos; an SVG is refused before sending", async () => {
    await page.getByRole("button", { name: "Add sponsor" }).click();
    const form = page.getByRole("dialog").getByRole("form", { name: "Add sponsor" });
    await form.getByRole("textbox", { name: "Name" }).fill("Scripted");
    await form.getByLabel(/^Logo/).setInputFiles({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    });
    await form.getByRole("button", { name: "Add sponsor" }).click();
    await expect(form.getByText("Please select an image file (JPEG, PNG, GIF or WebP)")).toBeVisible();
    await page.keyboard.press("Escape");
    await addSponsor(page, NAMES[0]!, "platinum", "https://platinum.example");
    await addSponsor(page, NAMES[1]!, "gold", "https://bank.example");
    await addSponsor(page, NAMES[2]!, "gold", "https://telecom.example");
  });

  await test.step("move the second gold sponsor up with the keyboard", async () => {
    const gold = page.getByRole("list", { name: "Gold sponsors in display order" });
    const rows = gold.getByTestId("sponsor-row").filter({ hasText: /^E2E/ });
    await expect(rows.nth(0)).toContainText(NAMES[1]!);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/admin/sponsors/update-order") && r.status() === 200,
    );
    const handle = gold.getByRole("button", { name: `Reorder ${NAMES[2]}` });
    await handle.scrollIntoViewIfNeeded();
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText(`${NAMES[2]} is over position 1.`)).toBeAttached();
    await page.keyboard.press("Space");
    await saved;
    await expect(rows.nth(0)).toContainText(NAMES[2]!);
  });

  await test.step("the landing page shows them by tier, logos loaded and linked as sponsored links", async () => {
    for (const path of ["/", "/ar"]) {
      await page.goto(path);
      const section = page.locator("#sponsors");
      const logos = section.getByRole("img");
      await expect(logos).toHaveCount(3);
      expect(await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual([
        NAMES[0],
        NAMES[2],
        NAMES[1],
      ]);
      const link = section.getByRole("link").filter({ has: page.getByRole("img", { name: NAMES[0] }) });
      await expect(link).toHaveAttribute("href", "https://platinum.example");
      await expect(link).toHaveAttribute("rel", "sponsored noopener");
      await section.scrollIntoViewIfNeeded();
      for (const logo of await logos.all()) {
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
    }
  });

  await test.step("a logo's box is its final size before the file arrives (no layout shift)", async () => {
    await page.route("**/api/media/sponsors/**", () => {
      // Never answered: the page must keep the boxes as they will be.
    });
    await page.goto("/");
    const logo = page.locator("#sponsors").getByRole("img", { name: NAMES[0] });
    await logo.scrollIntoViewIfNeeded();
    const box = await logo.boundingBox();
    expect([box?.width, box?.height]).toEqual([240, 120]);
    await page.unroute("**/api/media/sponsors/**");
  });

  await test.step("at 360 px the landing page with sponsors fits and passes axe, in both languages", async () => {
    await page.setViewportSize(NARROW);
    for (const path of ["/", "/ar"]) {
      await page.goto(path);
      await page.locator("#sponsors").scrollIntoViewIfNeeded();
      await expectFits(page, `${path} with sponsors`);
      await expectNoViolations(page, `${path} with sponsors`);
    }
  });

  await test.step("a hidden sponsor leaves the landing page", async () => {
    await page.goto("/app/admin/sponsors");
    await page.getByRole("button", { name: `Deactivate ${NAMES[1]}` }).click();
    await expect(toast(page)).toContainText("Sponsor hidden from the landing page");
    await page.goto("/");
    await expect(page.locator("#sponsors").getByRole("img")).toHaveCount(2);
    await expect(page.locator("#sponsors").getByRole("img", { name: NAMES[1] })).toHaveCount(0);
  });

  await test.step("delete them after a confirmation", async () => {
    await page.goto("/app/admin/sponsors");
    for (const name of NAMES) {
      await page.getByRole("button", { name: `Delete ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Delete sponsor?" });
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
    }
    await page.goto("/");
    await expect(page.locator("#sponsors").getByRole("img", { name: /^E2E/ })).toHaveCount(0);
  });
});
