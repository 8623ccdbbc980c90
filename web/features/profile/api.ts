/**
 * The profile's calls (docs/api.md#profile): PATCH /api/profile saves the signed-in user's profile
 * (the current user is refetched afterwards); GET /api/profile/export downloads their data as
 * `my-data.json`; DELETE /api/profile deletes their account; the second factor is set up, turned on
 * and off, and passkeys added, listed and removed, through /api/account/mfa (docs/api.md#second-factor).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MfaProofInput } from "../../../worker/contract/mfa";
import { MY_DATA_FILE_NAME } from "../../../worker/contract/my-data";
import type { ProfileUpdateData } from "../../../worker/contract/profile";
import { api, json } from "../../lib/api";
import { USER_KEY } from "../../lib/current-user";
import { useForgetSignedInUser } from "../../lib/logout";
import { createPasskey, signWithPasskey } from "../../lib/passkey";
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

/** POST /api/account/mfa/disable: turns TOTP off with a code. */
export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => json(api.account.mfa.disable.$post({ json: { code } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}

const PASSKEYS_KEY = ["account", "passkeys"] as const;

/** GET /api/account/mfa/passkeys: the account's passkeys, oldest first. */
export function usePasskeys() {
  return useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: async () => (await json(api.account.mfa.passkeys.$get())).passkeys,
  });
}

/** Refreshes the passkey list and the user (whose `mfaMethods` a passkey changes). */
function useRefreshPasskeys() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
      queryClient.invalidateQueries({ queryKey: USER_KEY }),
    ]);
}

/**
 * Adds a passkey: registration options (POST /api/account/mfa/passkeys/options), the browser's
 * prompt, then POST /api/account/mfa/passkeys with the name given.
 */
export function useAddPasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await json(api.account.mfa.passkeys.options.$post());
      const response = await createPasskey(options);
      return json(api.account.mfa.passkeys.$post({ json: { name, response } }));
    },
    onSuccess: refresh,
  });
}

/**
 * The proof of a current second factor that removing a passkey needs: the code typed, or else a
 * passkey's answer to POST /api/account/mfa/passkeys/confirm-options.
 */
async function currentFactorProof(code: string): Promise<MfaProofInput> {
  if (code) return { code };
  const options = await json(api.account.mfa.passkeys["confirm-options"].$post());
  return { passkey: await signWithPasskey(options) };
}

/** DELETE /api/account/mfa/passkeys/{id} with a code, or confirmed with a passkey when `code` is empty. */
export function useRemovePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: async ({ id, code }: { id: string; code: string }) =>
      json(api.account.mfa.passkeys[":id"].$delete({ param: { id }, json: await currentFactorProof(code) })),
    onSuccess: refresh,
  });
}
