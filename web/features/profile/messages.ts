/** Profile toasts (docs/messages.md#profile-and-pass); their texts are marked and translated by the toaster (docs/i18n.md). */
import { MY_DATA_MESSAGES } from "../../../worker/contract/my-data";
import type { ToastOptions } from "../../lib/toast";

export const PROFILE_UPDATED_TOAST: ToastOptions = {
  title: /*i18n*/ "Profile updated",
  description: /*i18n*/ "Your profile has been updated successfully",
  variant: "success",
};

export const PROFILE_UPDATE_FAILED_TOAST: ToastOptions = {
  title: /*i18n*/ "Error",
  description: /*i18n*/ "Failed to update profile",
  variant: "destructive",
};

/** "Download my data" failed (docs/messages.md#profile-and-pass): the error's message as the description. */
export function downloadFailedToast(error: unknown): ToastOptions {
  return {
    title: /*i18n*/ "Download failed",
    description: error instanceof Error ? error.message : undefined,
    variant: "destructive",
  };
}

/** After DELETE /api/profile, on the home page (docs/messages.md#profile-and-pass). */
export const ACCOUNT_DELETED_TOAST: ToastOptions = { title: MY_DATA_MESSAGES.deleted, variant: "success" };
