/**
 * PATCH /api/profile (spec 7): saves the signed-in user's profile; the current user is refetched
 * afterwards.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateData } from "../../../worker/contract/profile";
import type { User } from "../../../worker/contract/user";
import { sendJson } from "../../lib/api";
import { USER_KEY } from "../../lib/session";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProfileUpdateData) => sendJson<User>("PATCH", "/api/profile", payload),
    onSuccess: async (user) => {
      queryClient.setQueryData(USER_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}
