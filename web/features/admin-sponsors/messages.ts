/**
 * The Sponsors screen's texts shared by its parts (docs/messages.md#sponsors): the tiers' names and
 * the toasts. English messages marked for the catalogue, written in the page's language by the
 * screen and the toaster (docs/i18n.md#how-a-message-is-written).
 */
import type { SponsorTier } from "../../../worker/contract/sponsors";
import type { ToastOptions } from "../../lib/toast";

/** Each tier's name on the screen. */
export const TIER_NAMES: Record<SponsorTier, string> = {
  platinum: /*i18n*/ "Platinum",
  gold: /*i18n*/ "Gold",
  silver: /*i18n*/ "Silver",
  standard: /*i18n*/ "Standard",
};

export const SPONSOR_TOASTS = {
  added: { title: /*i18n*/ "Sponsor added", variant: "success" },
  updated: { title: /*i18n*/ "Sponsor updated", variant: "success" },
  activated: { title: /*i18n*/ "Sponsor shown on the landing page", variant: "success" },
  deactivated: { title: /*i18n*/ "Sponsor hidden from the landing page", variant: "success" },
  deleted: { title: /*i18n*/ "Sponsor deleted", variant: "success" },
} as const satisfies Record<string, ToastOptions>;

export const SPONSOR_SAVE_FAILED = /*i18n*/ "The sponsor could not be saved. Please try again.";
export const SPONSOR_DELETE_FAILED = /*i18n*/ "The sponsor could not be deleted. Please try again.";
export const SPONSOR_ORDER_UPDATE_FAILED = /*i18n*/ "Failed to update sponsor order.";
