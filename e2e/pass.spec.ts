import { readFile, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./browser";
import { expect, test } from "./support";
import { PDFDocument } from "pdf-lib";
import { adminCredentials, newDelegate, registerViaUi, signInViaUi } from "./support";

test("a delegate edits the pass, sees the QR code refresh and downloads the PDF; an admin checks them in by search", async ({
  page,
  browser,
}) => {
  await registerViaUi(page, newDelegate({ firstName: "Rania", lastName: "Saleh" }));
  await page.goto("/app/my-pass");

  const card = page.getByRole("article", { name: "Conference pass" });
  await expect(card).toContainText("Rania");
  await expect(card).toContainText("DELEGATE");
  const qr = card.getByRole("img", { name: "Your pass QR code" });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const firstVersion = await qr.getAttribute("data-version");

  // Edit the pass details: the QR code reloads with a new version after the overlay.
  await page.getByRole("button", { name: "Edit pass details" }).click();
  const form = page.getByRole("form", { name: "Update Pass Details" });
  await form.getByLabel("Company").fill("Kuwait Infrastructure Fund");
  await form.getByLabel("Last Name").fill("Al-Saleh");
  const reload = page.waitForRequest(
    (request) => /\/api\/qrcode\/\d+\?v=\d+/.test(request.url()) && !request.url().endsWith(`v=${firstVersion}`),
  );
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Updating QR Code")).toBeVisible();
  await reload;
  await expect(page.getByText("Updating QR Code")).toBeHidden();
  await expect(page.getByTestId("toast")).toContainText("Pass updated");
  await expect(card).toContainText("Al-Saleh");
  await expect(card).toContainText("Kuwait Infrastructure Fund");
  await expect(qr).not.toHaveAttribute("data-version", firstVersion!);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Download the PDF pass.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF Pass" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Rania-Al-Saleh-event-pass.pdf");
  const pdf = await PDFDocument.load(await readFile((await download.path())!));
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toContain("Rania Al-Saleh");
  await expect(page.getByText("Creating PDF Pass")).toBeHidden();

  // An admin checks the delegate in by search, for the conference.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const { email, password } = adminCredentials();
  await signInViaUi(adminPage, email, password);
  await adminPage.goto("/app/admin/check-in");
  await expect(adminPage.getByRole("heading", { name: "Door Check-in" })).toBeVisible();
  await expect(adminPage.getByTestId("desk-ready")).toContainText("Ready offline");
  await adminPage.getByLabel("Desk name").fill("Desk 1");
  await adminPage.getByRole("button", { name: "Save" }).click();
  const before = Number((await adminPage.getByTestId("count-AC2025").textContent())!.split("/")[0]);
  await adminPage.getByLabel("Search by name or candidate number").fill("Rania Al-Saleh");
  await adminPage.getByRole("button", { name: "Check in Rania Al-Saleh" }).click();
  const outcome = adminPage.getByTestId("check-in-result");
  await expect(outcome).toContainText("Checked in");
  await expect(outcome).toContainText("Rania Al-Saleh");
  await expect(adminPage.getByTestId("count-AC2025")).toContainText(`${before + 1} /`);
  await expect(adminPage.getByRole("list", { name: "Search results" })).toContainText(/Checked in \d{2}:\d{2}/);
  await adminContext.close();
});

/**
 * A one-frame Y4M video (Chromium's fake camera input) showing the QR code of an SVG made by
 * worker/lib/qr.ts, black on white, scaled to fit a 640 x 640 frame.
 */
function cameraVideoOf(svg: string): Buffer {
  const side = 640;
  const size = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)![1]);
  const scale = (side * 0.9) / size;
  const offset = Math.round((side - size * scale) / 2);
  const luma = Buffer.alloc(side * side, 235);
  const d = /<path[^>]* d="([^"]+)"/.exec(svg)![1]!;
  for (const m of d.matchAll(/M([\d.]+),([\d.]+) V([\d.]+) H([\d.]+)/g)) {
    const [x0, y0, y1, x1] = [m[1], m[2], m[3], m[4]].map((v) => offset + Math.round(Number(v) * scale));
    for (let y = y0!; y < y1!; y++) luma.fill(16, y * side + x0!, y * side + x1!);
  }
  const chroma = Buffer.alloc((side * side) / 2, 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${side} H${side} F5:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]);
}

test("an admin checks a delegate in by scanning the pass QR code with the camera", async ({
  page,
  baseURL,
}, testInfo) => {
  await registerViaUi(page, newDelegate({ firstName: "Yousef", lastName: "Karim" }));
  // The delegate's own QR code, fetched as the pass screen does (session cookie of this browser).
  const svg = await page.evaluate(async () => {
    const user = (await (await fetch("/api/user")).json()) as { id: number };
    return (await fetch(`/api/qrcode/${user.id}?v=1`)).text();
  });
  const video = testInfo.outputPath("pass-qr.y4m");
  await writeFile(video, cameraVideoOf(svg));

  const camera = await chromium.launch({
    executablePath: await chromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({ baseURL, permissions: ["camera"] });
    const adminPage = await context.newPage();
    const { email, password } = adminCredentials();
    await signInViaUi(adminPage, email, password);
    await adminPage.goto("/app/admin/check-in?event=GC_POWERLIST");
    await expect(adminPage.getByTestId("desk-ready")).toContainText("Ready offline");
    await adminPage.getByRole("button", { name: "Start camera" }).click();
    const outcome = adminPage.getByTestId("check-in-result");
    await expect(outcome).toContainText("Checked in", { timeout: 20_000 });
    await expect(outcome).toContainText("Yousef Karim");
    await expect(outcome).toContainText("GC Powerlist");
    // The pass is still in front of the camera: after the repeat delay it is reported as already checked in.
    await expect(outcome).toContainText(/Already checked in at \d{2}:\d{2}/, { timeout: 20_000 });
    await adminPage.getByRole("button", { name: "Stop camera" }).click();
  } finally {
    await camera.close();
  }
});

test("an organiser reissues a lost pass: the door's camera refuses the old QR code, the pass page shows the new one", async ({
  page,
  baseURL,
}, testInfo) => {
  const delegate = await registerViaUi(page, newDelegate({ firstName: "Huda", lastName: "Lostphone" }));
  await page.goto("/app/my-pass");
  const qr = page.getByRole("article", { name: "Conference pass" }).getByRole("img", { name: "Your pass QR code" });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const before = { src: await qr.getAttribute("src"), version: await qr.getAttribute("data-version") };
  // The QR code as it was on the lost phone, in front of the door's camera.
  const svg = await page.evaluate(async () => {
    const user = (await (await fetch("/api/user")).json()) as { id: number };
    return (await fetch(`/api/qrcode/${user.id}?v=1`)).text();
  });
  const video = testInfo.outputPath("lost-pass-qr.y4m");
  await writeFile(video, cameraVideoOf(svg));

  const camera = await chromium.launch({
    executablePath: await chromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({ baseURL, permissions: ["camera"] });
    const adminPage = await context.newPage();
    const { email, password } = adminCredentials();
    await signInViaUi(adminPage, email, password);
    await adminPage.goto("/app/admin/registrations");
    await adminPage.getByLabel("Search").fill(delegate.email);
    await adminPage.getByRole("button", { name: "Reissue pass of Huda Lostphone" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Reissue pass?" });
    await expect(dialog).toContainText(delegate.email);
    await dialog.getByRole("button", { name: "Reissue pass" }).click();
    await expect(adminPage.getByTestId("toast")).toContainText("Pass reissued for Huda Lostphone");

    await adminPage.goto("/app/admin/check-in");
    await expect(adminPage.getByTestId("desk-ready")).toContainText("Ready offline");
    await adminPage.getByRole("button", { name: "Start camera" }).click();
    await expect(adminPage.getByTestId("check-in-result")).toContainText(
      "This pass was reissued; ask for the new one.",
      {
        timeout: 20_000,
      },
    );
    await adminPage.getByRole("button", { name: "Stop camera" }).click();
  } finally {
    await camera.close();
  }

  // The delegate's next visit of the pass page shows the new QR code.
  await page.goto("/app/my-pass");
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(qr).not.toHaveAttribute("data-version", before.version!);
  expect(await qr.getAttribute("src")).not.toBe(before.src);
});
