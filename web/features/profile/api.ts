/**
 * The profile's calls (docs/api.md#profile): PATCH /api/profile saves the signed-in user's profile
 * (the current user is refetched afterwards); GET /api/profile/export downloads their data as
 * `my-data.json`; DELETE /api/profile deletes their account; the second factor is set up, turned on
 * and off through /api/account/mfa (docs/api.md#second-factor).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MY_DATA_FILE_NAME } from "../../../worker/contract/my-data";
import type { ProfileUpdateData } from "../../../worker/contract/profile";
import { api, json } from "../../lib/api";
import { USER_KEY } from "../../lib/current-user";
import { useForgetSignedInUser } from "../../lib/logout";
import { saveBlob } from "../../lib/save-blob";
import { toast } from "../../lib/toast";
import { ACCOUNT_DELETED_TOAST } from "./messages";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProfileUpdateData) => json(api.profile.$patch({ json: payload })),
    onSuccess: async (user) => {
      queryClient.setQueryData(USER_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}

/** "Download my data": fetches GET /api/profile/export and saves it as {@link MY_DATA_FILE_NAME}. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const response = await api.profile.export.$get();
      saveBlob(await response.blob(), MY_DATA_FILE_NAME);
    },
  });
}

/** "Delete my account": DELETE /api/profile with the password typed again; throws ApiError with the server's message. */
export function useDeleteAccount() {
  const forget = useForgetSignedInUser();
  return useMutation({
    mutationFn: (password: string) => json(api.profile.$delete({ json: { password } })),
    // Hook-level, so it runs even when the profile screen unmounts first (a refetch of the user
    // that answers 401 once the account is gone sends the app to /auth): home, then the toast.
    onSuccess: async () => {
      await forget();
      toast(ACCOUNT_DELETED_TOAST);
    },
  });
}

/** POST /api/account/mfa/totp/setup: a new TOTP secret with its QR code (docs/api.md#second-factor). */
export function useStartTotpSetup() {
  return useMutation({ mutationFn: () => json(api.account.mfa.totp.setup.$post()) });
}

/** POST /api/account/mfa/totp/enable: turns TOTP on with a first code; answers the recovery codes. */
export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => json(api.account.mfa.totp.enable.$post({ json: { code } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}

/** POST /api/account/mfa/disable: turns the second factor off with a code. */
export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => json(api.account.mfa.disable.$post({ json: { code } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
