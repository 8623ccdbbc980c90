/** Profile toasts (docs/messages.md#profile-and-pass). */
import type { ToastOptions } from "../../lib/toast";

export const PROFILE_UPDATED_TOAST: ToastOptions = {
  title: "Profile updated",
  description: "Your profile has been updated successfully",
  variant: "success",
};

export const PROFILE_UPDATE_FAILED_TOAST: ToastOptions = {
  title: "Error",
  description: "Failed to update profile",
  variant: "destructive",
};
