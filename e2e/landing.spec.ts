/**
 * The landing page in a real browser (docs/product.md#landing-page; the speakers carousel on
 * Embla): the hero's avatars stay in two rows with a "+N"; a speaker photo that fails
 * before the page's code runs falls back to initials; the carousel advances every 3 s, wraps
 * around, jumps on a dot and pauses for 6 s, swipes, keeps 360 px cards 380 px apart (and fits a
 * 360 px screen), its controls answer the first tap however late its code arrives and keep one
 * row on a 390 px phone (the position instead of the dots); the registration form's dial-code
 * select reads in full at 360 px.
 */
import type { Locator, Page } from "@playwright/test";
import { NARROW, PHONE } from "./audit";
import { expect, roleToken, TINY_PNG, test } from "./support";

const speakersSection = (page: Page) => page.getByRole("region", { name: "Meet the Speakers" });
const heroAvatars = (page: Page) => page.locator("#home").getByRole("group", { name: "Speakers" });

/**
 * The carousel's dots, by their labels ("Show Fatima Al-Sabah"), found whether or not they are
 * visible yet (a role query skips hidden elements).
 */
const carouselDots = (section: Locator) => section.locator('button[aria-label^="Show "]');

/** The dot marked current, by its label. */
async function activeDot(section: Locator): Promise<string | null> {
  return section.locator('button[aria-current="true"]').getAttribute("aria-label");
}

test.describe("hero", () => {
  test.use({ viewport: NARROW });

  test("keeps the speaker avatars to two rows, with '+N' for the rest", async ({ page }) => {
    const total = ((await (await page.request.get("/api/speakers")).json()) as unknown[]).length;
    expect(total, "the seeded speakers are more than two rows of 6").toBeGreaterThan(12);
    await page.goto("/");
    const group = heroAvatars(page);
    const items = group.getByRole("listitem");
    const tops = await items.evaluateAll((els) => [
      ...new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))),
    ]);
    expect(tops).toHaveLength(2);
    await expect(items).toHaveCount(12);
    await expect(group.getByRole("img", { name: `${total - 11} more speakers` })).toHaveText(`+${total - 11}`);
  });

  test("shows initials for a speaker photo that fails before the page's code runs", async ({ page }) => {
    // A photo for a speaker among the first avatars (GC Powerlist, so the main conference's
    // pages stay as seeded); the browser then cannot load it.
    const speakers = (await (await page.request.get("/api/speakers")).json()) as Array<{
      id: number;
      name: string;
      surname: string;
      eventType: string;
    }>;
    const speaker = speakers.slice(0, 6).find((s) => s.eventType === "GC_POWERLIST")!;
    const name = `${speaker.name} ${speaker.surname}`;
    const uploaded = await page.request.post("/api/admin/upload-speaker-image", {
      headers: { Authorization: `Bearer ${await roleToken(page.request, "admin")}` },
      multipart: {
        speakerId: String(speaker.id),
        image: { name: "photo.png", mimeType: "image/png", buffer: TINY_PNG },
      },
    });
    expect(uploaded.status()).toBe(200);
    await page.route(/\/api\/media\/speakers\//, (route) => route.fulfill({ status: 404, body: "" }));

    await page.goto("/");
    const avatar = heroAvatars(page).getByRole("img", { name });
    // The initials placeholder (components/domain/speaker-photo.tsx), not an <img>.
    await expect(avatar.locator("[data-initials]")).toHaveAttribute(
      "data-initials",
      initials(speaker.name, speaker.surname),
    );
    expect(await avatar.evaluate((el) => el.tagName)).toBe("SPAN");
    // No broken image anywhere in the hero.
    expect(
      await page
        .locator("#home img")
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.alt),
        ),
    ).toEqual([]);
  });
});

function initials(name: string, surname: string): string {
  return `${name.charAt(0)}${surname.charAt(0)}`.toUpperCase();
}

test.describe("speakers carousel", () => {
  test("its controls answer the first tap, however late its code arrives", async ({ page }) => {
    // The section's code comes 1.5 s late, as on a slow phone network.
    await page.route(/landing\.below-fold-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto("/");
    const section = speakersSection(page);
    await section.scrollIntoViewIfNeeded();
    const dots = carouselDots(section);
    const fifth = dots.nth(4);
    const label = await fifth.getAttribute("aria-label");
    // A person taps the dot as soon as they see it.
    await fifth.click();
    await expect(fifth).toHaveAttribute("aria-current", "true", { timeout: 1_000 });
    expect(await activeDot(section)).toBe(label);

    const next = section.getByRole("button", { name: "Next speaker" });
    await next.click();
    await expect(dots.nth(5)).toHaveAttribute("aria-current", "true", { timeout: 1_000 });
  });

  test("advances every 3 s, wraps around, and a dot jumps there and pauses it for 6 s", async ({ page }) => {
    await page.clock.install();
    await page.goto("/#speakers");
    const section = speakersSection(page);
    await expect(section.getByRole("button", { name: "Pause carousel" })).toBeVisible();
    const dots = carouselDots(section);
    const count = await dots.count();
    const label = (i: number) => dots.nth(i).getAttribute("aria-label");
    await page.mouse.move(0, 0);

    // Stop the clock, then start auto-advance afresh: the next step is 3 s away.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await section.getByRole("button", { name: "Pause carousel" }).click();
    await section.getByRole("button", { name: "Play carousel" }).click();
    const start = await activeDot(section);
    const startIndex = await dots.evaluateAll((els) =>
      els.findIndex((el) => el.getAttribute("aria-current") === "true"),
    );
    await page.clock.runFor(2_900);
    expect(await activeDot(section)).toBe(start);
    await page.clock.runFor(200);
    await expect(dots.nth((startIndex + 1) % count)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(3_000);
    await expect(dots.nth((startIndex + 2) % count)).toHaveAttribute("aria-current", "true");

    // A dot jumps to its slide (the last), then nothing moves for 6 s, then 3 s later it wraps.
    await dots.nth(count - 1).click();
    await expect(dots.nth(count - 1)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(6_000);
    expect(await activeDot(section)).toBe(await label(count - 1));
    await page.clock.runFor(2_900);
    expect(await activeDot(section)).toBe(await label(count - 1));
    await page.clock.runFor(200);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  });

  test("cards are 360 px wide and 380 px apart on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/#speakers");
    const section = speakersSection(page);
    await expect(section.getByRole("button", { name: "Next speaker" })).toBeVisible();
    await section.getByRole("button", { name: "Pause carousel" }).click();
    const cards = section.getByRole("group", { name: /^\d+ of \d+$/ }).locator("> div");
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first!.width).toBeCloseTo(360, 0);
    expect(second!.x - first!.x).toBeCloseTo(380, 0);
  });

  test("a card fits a 360 px screen", async ({ page }) => {
    await page.setViewportSize(NARROW);
    await page.goto("/#speakers");
    const section = speakersSection(page);
    await expect(section.getByRole("button", { name: "Next speaker" })).toBeVisible();
    const card = await section
      .getByRole("group", { name: /^1 of \d+$/ })
      .locator("> div")
      .boundingBox();
    expect(card!.x).toBeGreaterThanOrEqual(0);
    expect(card!.x + card!.width).toBeLessThanOrEqual(NARROW.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  });

  test("a swipe moves to the next speaker", async ({ page }) => {
    await page.goto("/#speakers");
    const section = speakersSection(page);
    await expect(section.getByRole("button", { name: "Next speaker" })).toBeVisible();
    await section.getByRole("button", { name: "Pause carousel" }).click();
    const dots = carouselDots(section);
    const before = await dots.evaluateAll((els) => els.findIndex((el) => el.getAttribute("aria-current") === "true"));
    const box = (await section
      .getByRole("group", { name: /^\d+ of \d+$/ })
      .first()
      .boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 300, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 150, y, { steps: 5 });
    await page.mouse.move(box.x + 20, y, { steps: 5 });
    await page.mouse.up();
    await expect(dots.nth((before + 1) % (await dots.count()))).toHaveAttribute("aria-current", "true");
  });
});

test.describe("speakers carousel on a phone", () => {
  test.use({ viewport: PHONE });

  test("keeps its controls on one row, with the position instead of a dot per speaker", async ({ page }) => {
    const total = ((await (await page.request.get("/api/speakers")).json()) as unknown[]).length;
    await page.goto("/#speakers");
    const section = speakersSection(page);
    const controls = section.getByTestId("carousel-controls");
    await expect(controls).toBeVisible();
    await section.getByRole("button", { name: "Pause carousel" }).click();
    await expect(carouselDots(section).first()).toBeHidden();
    await expect(controls).toContainText(`1 of ${total}`);
    const rows = await controls.evaluate((el) => [
      ...new Set(
        [...el.children]
          .filter((child) => child.checkVisibility())
          .map((child) => Math.round(child.getBoundingClientRect().top + child.getBoundingClientRect().height / 2)),
      ),
    ]);
    expect(rows).toHaveLength(1);
    const box = await controls.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    await section.getByRole("button", { name: "Next speaker" }).click();
    await expect(controls).toContainText(`2 of ${total}`);
  });
});

test.describe("registration form", () => {
  test.use({ viewport: NARROW });

  test("the dial-code select shows every country in full at 360 px", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    const select = page.getByRole("form", { name: "Register" }).getByLabel("Country code");
    await expect(select).toHaveValue("kw");
    // For each option, a select holding only it at its natural width: the real one must be as wide.
    const cut = await select.evaluate((el: HTMLSelectElement) => {
      const probe = el.cloneNode(false) as HTMLSelectElement;
      probe.style.width = "auto";
      probe.style.position = "absolute";
      probe.style.visibility = "hidden";
      el.parentElement!.append(probe);
      const width = el.getBoundingClientRect().width;
      const problems = [...el.options].flatMap((option) => {
        probe.replaceChildren(option.cloneNode(true));
        const needed = probe.getBoundingClientRect().width;
        return needed > width + 0.5 ? [`"${option.text}" needs ${needed} px, has ${width} px`] : [];
      });
      probe.remove();
      return problems;
    });
    expect(cut).toEqual([]);
  });
});
