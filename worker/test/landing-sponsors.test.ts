/**
 * The sponsors on the landing page as the Worker serves it (docs/product.md#landing-page;
 * docs/decisions/0006-public-pages-rendered-by-the-worker.md): `/` and `/ar` carry the active
 * sponsors in their markup, by tier, each logo named by the sponsor and linked as a sponsored
 * link, and follow an organiser's change on the next request (a new content version).
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { QUERY_STATE_ELEMENT_ID } from "../contract/public-pages";
import { fileOf, multipart } from "./admin-helpers";
import { embeddedJson, getDocument, loadPageRenderer, rootOf } from "./documents";
import { api, callJson, clearTables, expectJson, registerAdmin } from "./helpers";
import { pngOf } from "./images";

let adminToken = "";
beforeAll(async () => {
  await loadPageRenderer();
  adminToken = (await registerAdmin()).authToken;
}, 60_000);
beforeEach(() => clearTables("sponsors"));

async function addSponsor(name: string, tier: string, websiteUrl: string) {
  const logo = fileOf(await pngOf(40, 20), "logo.png");
  return expectJson(api(adminToken).admin.sponsors.$post(undefined, multipart({ name, tier, websiteUrl, logo })), 201);
}

async function landing(path: "/" | "/ar") {
  const text = await (await getDocument(path)).text();
  return { root: rootOf(text), text };
}

describe("the landing page's sponsors", () => {
  it.each([
    ["/", "Our Sponsors", "Platinum Sponsors"],
    ["/ar", "رعاتنا", "الرعاة البلاتينيون"],
  ] as const)("%s shows the active sponsors by tier in the Worker's markup", async (path, title, platinum) => {
    await addSponsor("Gulf Bank", "gold", "https://www.gulfbank.example");
    const kpc = await addSponsor("KPC <Energy>", "platinum", "https://kpc.example");
    const { root, text } = await landing(path);
    expect(root).toContain(title);
    expect(root).toContain(platinum);
    expect(root.indexOf('alt="KPC &lt;Energy&gt;"')).toBeGreaterThan(-1);
    expect(root.indexOf('alt="KPC &lt;Energy&gt;"')).toBeLessThan(root.indexOf('alt="Gulf Bank"'));
    expect(root).toMatch(/<a href="https:\/\/www\.gulfbank\.example" target="_blank" rel="sponsored noopener"/);
    expect(root).toContain(`src="${kpc.logoUrl}?w=240"`);
    const state = embeddedJson<{ queries: Array<{ queryKey: unknown[] }> }>(text, QUERY_STATE_ELEMENT_ID);
    expect(state!.queries.map((q) => q.queryKey)).toContainEqual(["/api/sponsors"]);
  });

  it("follows an organiser's change on the next request", async () => {
    const sponsor = await addSponsor("Zain", "silver", "");
    expect((await landing("/")).root).toContain('alt="Zain"');
    const hidden = await callJson(`/api/admin/sponsors/${sponsor.id}`, {
      method: "PATCH",
      body: { isActive: false },
      token: adminToken,
    });
    expect(hidden.status).toBe(200);
    const { root } = await landing("/");
    expect(root).not.toContain('alt="Zain"');
    expect(root).not.toContain("Our Sponsors");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sponsors").first("n")).toBe(1);
  });
});
