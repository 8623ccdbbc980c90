/**
 * The landing page's sponsors (docs/product.md#landing-page): the active sponsors grouped by tier,
 * platinum first, each tier's logos in display order. Each logo's alternative text is the
 * sponsor's name, and a logo links to the sponsor's site in a new tab with `rel="sponsored
 * noopener"` (a paid link, https://developers.google.com/search/docs/crawling-indexing/qualify-outbound-links;
 * the new tab gets no `window.opener`). Every
 * logo sits in a box of fixed size per tier with `object-contain`, so nothing moves when the
 * images arrive (CLS 0, docs/architecture.md#performance-budget); the files are served at the
 * box's width (worker/contract/sponsors.ts, SPONSOR_LOGO_WIDTHS) and load lazily. Nothing here
 * needs script: it renders on the server with the page and has no state.
 */
import { MEDIA_PATH_PREFIX } from "../../../worker/contract/media";
import {
  SPONSOR_LOGO_WIDTHS,
  type Sponsor,
  type SponsorTier,
  sizedLogoUrl,
  sponsorsByTier,
} from "../../../worker/contract/sponsors";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";

/** Each tier's logo box in CSS px, width twice the height, and its classes (the same size). */
const LOGO_BOXES: Record<SponsorTier, { width: number; height: number; className: string }> = {
  platinum: { width: 240, height: 120, className: "h-30 w-60" },
  gold: { width: 200, height: 100, className: "h-25 w-50" },
  silver: { width: 160, height: 80, className: "h-20 w-40" },
  standard: { width: 128, height: 64, className: "h-16 w-32" },
};

/** Each tier's heading, marked for the catalogue. */
const TIER_TITLES: Record<SponsorTier, string> = {
  platinum: /*i18n*/ "Platinum Sponsors",
  gold: /*i18n*/ "Gold Sponsors",
  silver: /*i18n*/ "Silver Sponsors",
  standard: /*i18n*/ "Sponsors",
};

function SponsorLogo({ sponsor }: { sponsor: Sponsor }) {
  const i18n = useI18n();
  const box = LOGO_BOXES[sponsor.tier];
  const ours = sponsor.logoUrl.startsWith(MEDIA_PATH_PREFIX);
  const [small, large] = SPONSOR_LOGO_WIDTHS;
  const image = (
    <img
      src={ours ? sizedLogoUrl(sponsor.logoUrl, small) : sponsor.logoUrl}
      srcSet={
        ours
          ? `${sizedLogoUrl(sponsor.logoUrl, small)} ${small}w, ${sizedLogoUrl(sponsor.logoUrl, large)} ${large}w`
          : undefined
      }
      sizes={ours ? `${box.width}px` : undefined}
      alt={sponsor.name}
      width={box.width}
      height={box.height}
      loading="lazy"
      decoding="async"
      className={cn("object-contain", box.className)}
    />
  );
  if (!sponsor.websiteUrl) return <span className="block p-2">{image}</span>;
  return (
    <a
      href={sponsor.websiteUrl}
      target="_blank"
      rel="sponsored noopener"
      className="block rounded-lg p-2 hover:bg-slate-50"
    >
      {image} <span className="sr-only">{i18n._("(opens in a new tab)")}</span>
    </a>
  );
}

/** The section, or nothing when no sponsor is active (or the data is not there yet). */
export function LandingSponsors({ sponsors }: { sponsors: readonly Sponsor[] | undefined }) {
  const i18n = useI18n();
  if (!sponsors?.length) return null;
  return (
    <section id="sponsors" aria-labelledby="sponsors-title" className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14">
        <div className="text-center">
          {/* Letter spacing would pull Arabic's joined letters apart. */}
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-700 rtl:tracking-normal">
            {i18n._("Partners")}
          </p>
          <h2 id="sponsors-title" className="text-3xl font-bold text-slate-900">
            {i18n._("Our Sponsors")}
          </h2>
        </div>
        {sponsorsByTier(sponsors).map(({ tier, sponsors: list }) => (
          <div key={tier} className="grid gap-4">
            <h3 className="text-center text-lg font-semibold text-slate-800">{i18n._(TIER_TITLES[tier])}</h3>
            <ul className="flex flex-wrap items-center justify-center gap-4">
              {list.map((sponsor) => (
                <li key={sponsor.id}>
                  <SponsorLogo sponsor={sponsor} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
