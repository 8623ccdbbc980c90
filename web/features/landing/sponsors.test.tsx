/**
 * The landing page's sponsors in each language (docs/product.md#landing-page): grouped by tier,
 * platinum first; each logo's alternative text is the sponsor's name and it links to the site
 * with rel="sponsored noopener"; every logo has a fixed box per tier (no layout shift); the
 * markup is the server's, with nothing that needs script.
 */
import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../worker/contract/i18n";
import type { Sponsor } from "../../../worker/contract/sponsors";
import { I18nProvider } from "../../lib/i18n";
import LandingPage from "../../routes/landing";
import { I18NS, LOCALES } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { LandingSponsors } from "./sponsors";

const sponsor = (id: number, name: string, extra: Partial<Sponsor> = {}): Sponsor => ({
  id,
  name,
  logoUrl: `/api/media/sponsors/0000000${id}-0000-4000-8000-000000000000.png`,
  websiteUrl: `https://${name.toLowerCase().replaceAll(" ", "")}.example`,
  tier: "standard",
  isActive: true,
  displayOrder: 1,
  ...extra,
});

/** As GET /api/sponsors answers: by tier, then display order. */
const SPONSORS: Sponsor[] = [
  sponsor(1, "KPC", { tier: "platinum" }),
  sponsor(2, "Gulf Bank", { tier: "gold" }),
  sponsor(3, "Zain", { tier: "gold", displayOrder: 2, websiteUrl: null }),
  sponsor(4, "Boubyan", { tier: "standard" }),
];

const TEXT = {
  en: {
    title: "Our Sponsors",
    tiers: ["Platinum Sponsors", "Gold Sponsors", "Sponsors"],
    newTab: "(opens in a new tab)",
  },
  ar: {
    title: "رعاتنا",
    tiers: ["الرعاة البلاتينيون", "الرعاة الذهبيون", "الرعاة"],
    newTab: "(يفتح في علامة تبويب جديدة)",
  },
} satisfies Record<Locale, unknown>;

describe.each(LOCALES)("landing page sponsors (%s)", (locale) => {
  const text = TEXT[locale];
  const render = (sponsors: Sponsor[] | undefined) =>
    renderWithApp(<LandingSponsors sponsors={sponsors} />, { i18n: I18NS[locale] });

  it("shows the tiers that have sponsors, platinum first, with the logos in order", () => {
    render(SPONSORS);
    const section = screen.getByRole("region", { name: text.title });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(text.tiers);
    expect(
      within(section)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["KPC", "Gulf Bank", "Zain", "Boubyan"]);
  });

  it("links each logo to the sponsor's site as a sponsored link, named by the sponsor", () => {
    render(SPONSORS);
    const link = screen.getByRole("img", { name: "Gulf Bank" }).closest("a")!;
    expect(link).toHaveAccessibleName(`Gulf Bank ${text.newTab}`);
    expect(link).toHaveAttribute("href", "https://gulfbank.example");
    expect(link).toHaveAttribute("rel", "sponsored noopener");
    expect(link).toHaveAttribute("target", "_blank");
    // A sponsor without a site is a logo alone.
    expect(screen.getByRole("img", { name: "Zain" }).closest("a")).toBeNull();
  });

  it("draws each logo in a fixed box of its tier, served at that width and loaded lazily", () => {
    render(SPONSORS);
    const platinum = screen.getByRole("img", { name: "KPC" });
    const logo = "/api/media/sponsors/00000001-0000-4000-8000-000000000000.png";
    expect(platinum).toHaveAttribute("width", "240");
    expect(platinum).toHaveAttribute("height", "120");
    expect(platinum).toHaveAttribute("src", `${logo}?w=240`);
    expect(platinum).toHaveAttribute("srcset", `${logo}?w=240 240w, ${logo}?w=480 480w`);
    expect(platinum).toHaveAttribute("sizes", "240px");
    expect(platinum).toHaveAttribute("loading", "lazy");
    expect(platinum).toHaveClass("h-30", "w-60", "object-contain");
    const standard = screen.getByRole("img", { name: "Boubyan" });
    expect([standard.getAttribute("width"), standard.getAttribute("height")]).toEqual(["128", "64"]);
    expect(standard).toHaveClass("h-16", "w-32");
  });

  it("renders nothing without active sponsors", () => {
    const { unmount } = render([]);
    expect(screen.queryByRole("region", { name: text.title })).not.toBeInTheDocument();
    unmount();
    render(undefined);
    expect(screen.queryByRole("region", { name: text.title })).not.toBeInTheDocument();
  });

  it("is complete in the server's markup", () => {
    const html = renderToString(
      <I18nProvider i18n={I18NS[locale]}>
        <LandingSponsors sponsors={SPONSORS} />
      </I18nProvider>,
    );
    expect(html).toContain('href="https://kpc.example" target="_blank" rel="sponsored noopener"');
    expect(html).toMatch(/<img [^>]*alt="KPC" width="240" height="120"/);
    expect(html).toContain(text.tiers[0]);
  });
});

describe("the landing page", () => {
  /** jsdom has no IntersectionObserver: every deferred section counts as on screen at once. */
  class OnScreen {
    constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
    observe() {
      queueMicrotask(() => this.callback([{ isIntersecting: true }]));
    }
    unobserve() {}
    disconnect() {}
  }
  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", OnScreen);
    vi.stubGlobal("ResizeObserver", OnScreen);
    vi.stubGlobal("matchMedia", (media: string) => ({
      matches: false,
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reads GET /api/sponsors and shows the sponsors below the gallery", async () => {
    const calls = mockFetch((url) => {
      if (url === "/api/sponsors") return json(SPONSORS);
      if (url === "/api/stats") return json({ sessions: { AC2025: 0, GC_POWERLIST: 0 }, speakers: 0, hours: 0 });
      if (url === "/api/user") return json({ message: "Not authenticated" }, 401);
      return json([]);
    });
    renderWithApp(<LandingPage />);
    const section = await screen.findByRole("region", { name: "Our Sponsors" });
    expect(calls.map((c) => c.url)).toContain("/api/sponsors");
    const gallery = screen.getByRole("region", { name: "Gallery" });
    expect(gallery.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
