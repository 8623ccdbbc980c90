/**
 * PATCH /api/profile (docs/api.md): saves the signed-in user's profile; the current user is refetched
 * afterwards.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateData } from "../../../worker/contract/profile";
import { api, json } from "../../lib/api";
import { USER_KEY } from "../../lib/current-user";

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
