/**
 * Sponsors as the public and the admin screen see them (docs/data-model.md#sponsors;
 * docs/api.md#sponsors): the tiers, the shape and the order. Free of zod on purpose, like
 * ./content.ts: the landing page imports it and must stay light (the schemas are in
 * ./admin-sponsors.ts). Only the landing page's lower half and the Sponsors screen load it, so
 * nothing here weighs on the script every public page loads first.
 */
import { PHOTO_WIDTH_PARAM } from "./media";

/** The tiers, highest first: the landing page shows them in this order (docs/data-model.md#sponsors). */
export const SPONSOR_TIERS = ["platinum", "gold", "silver", "standard"] as const;
export type SponsorTier = (typeof SPONSOR_TIERS)[number];

/** The tier of a sponsor added without one (docs/data-model.md#constants-and-limits). */
export const DEFAULT_SPONSOR_TIER: SponsorTier = "standard";

export interface Sponsor {
  id: number;
  name: string;
  /** Same-origin path of the uploaded logo, e.g. "/api/media/sponsors/<uuid>.png". */
  logoUrl: string;
  /** The sponsor's site (http or https), or null. */
  websiteUrl: string | null;
  tier: SponsorTier;
  /** Only active sponsors are public (GET /api/sponsors). */
  isActive: boolean;
  /** Position within the tier, from 1 once reordered. */
  displayOrder: number;
}

/** The tier a stored value names, or the default for anything else (the column is free text). */
export function sponsorTierOf(value: string): SponsorTier {
  return (SPONSOR_TIERS as readonly string[]).includes(value) ? (value as SponsorTier) : DEFAULT_SPONSOR_TIER;
}

/** Sponsors by tier (platinum first), then displayOrder, then id (docs/data-model.md#ordering-rules). Returns a copy. */
export function sortSponsors<T extends Pick<Sponsor, "id" | "tier" | "displayOrder">>(list: readonly T[]): T[] {
  const rank = (s: T) => SPONSOR_TIERS.indexOf(s.tier);
  return [...list].sort((a, b) => rank(a) - rank(b) || a.displayOrder - b.displayOrder || a.id - b.id);
}

/** The tiers that have sponsors, in tier order, each with its sponsors in order. */
export function sponsorsByTier<T extends Pick<Sponsor, "id" | "tier" | "displayOrder">>(
  list: readonly T[],
): Array<{ tier: SponsorTier; sponsors: T[] }> {
  const sorted = sortSponsors(list);
  return SPONSOR_TIERS.map((tier) => ({ tier, sponsors: sorted.filter((s) => s.tier === tier) })).filter(
    (group) => group.sponsors.length > 0,
  );
}

/**
 * The widths in px a sponsor logo is served at (`?w=`), each within a box half as high (logos are
 * wide): 1x and 2x of the largest box the landing page draws a logo in (240 x 120 CSS px,
 * web/features/landing/sponsors.tsx). Smaller boxes take the same files: a logo is a few KB.
 */
export const SPONSOR_LOGO_WIDTHS = [240, 480] as const;

/**
 * The URL of one of our sponsor logos (`/api/media/sponsors/...`) at `width`, e.g.
 * "/api/media/sponsors/<uuid>.png?w=240".
 */
export function sizedLogoUrl(mediaLogoUrl: string, width: (typeof SPONSOR_LOGO_WIDTHS)[number]): string {
  return `${mediaLogoUrl}?${PHOTO_WIDTH_PARAM}=${width}`;
}
