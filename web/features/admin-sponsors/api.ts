/**
 * The Sponsors screen's calls (docs/api.md#sponsors): the list with the inactive sponsors (GET
 * /api/admin/sponsors), a sponsor added with its logo (POST /api/admin/sponsors, multipart), edited
 * (PATCH /api/admin/sponsors/{id}, then POST /api/admin/sponsors/{id}/logo when a new logo was
 * chosen), shown or hidden (PATCH `isActive`), deleted (DELETE /api/admin/sponsors/{id}) and
 * reordered within a tier (POST /api/admin/sponsors/update-order, optimistic). Each write
 * refreshes the list and the public sponsors the landing page reads.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SponsorCreate, SponsorUpdate } from "../../../worker/contract/admin-sponsors";
import { SPONSOR_LOGO_FIELD } from "../../../worker/contract/admin-sponsors";
import { orderFromList } from "../../../worker/contract/display-order";
import type { Sponsor } from "../../../worker/contract/sponsors";
import { api, json } from "../../lib/api";
import { sponsorsKey } from "../../lib/sponsors";
import { uploadForm } from "../../lib/files";
import { urlKey } from "../../lib/query-client";
import { toast } from "../../lib/toast";
import { deleteFailedToast, saveFailedToast, updateFailedToast } from "../../lib/admin-messages";
import { SPONSOR_DELETE_FAILED, SPONSOR_ORDER_UPDATE_FAILED, SPONSOR_SAVE_FAILED, SPONSOR_TOASTS } from "./messages";

/** Every sponsor, active or not, by tier and display order. */
const adminSponsorsQuery = queryOptions({
  queryKey: urlKey(api.admin.sponsors.$path()),
  queryFn: () => json(api.admin.sponsors.$get()),
});

export function useAdminSponsors() {
  return useQuery(adminSponsorsQuery);
}

function useRefreshSponsors() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminSponsorsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: sponsorsKey() }),
    ]);
}

/** Uploads `logo` as sponsor `id`'s logo. */
function uploadLogo(id: number, logo: File): Promise<Sponsor> {
  const form = new FormData();
  form.set(SPONSOR_LOGO_FIELD, logo);
  return uploadForm<Sponsor>(api.admin.sponsors[":id"].logo.$path({ param: { id: String(id) } }), form);
}

/** Adds a sponsor with its logo; toasts "Sponsor added" or "Save failed" with the server's message. */
export function useCreateSponsor() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: ({ logo, ...fields }: SponsorCreate & { logo: File }) => {
      const form = new FormData();
      form.set("name", fields.name);
      form.set("tier", fields.tier);
      form.set("websiteUrl", fields.websiteUrl ?? "");
      form.set(SPONSOR_LOGO_FIELD, logo);
      return uploadForm<Sponsor>(api.admin.sponsors.$path(), form);
    },
    onSuccess: () => toast(SPONSOR_TOASTS.added),
    onError: (error) => toast(saveFailedToast(error, SPONSOR_SAVE_FAILED)),
    onSettled: refresh,
  });
}

/** Saves the edit dialog: the fields, then the new logo when one was chosen. */
export function useUpdateSponsor() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: async ({ id, logo, ...patch }: SponsorUpdate & { id: number; logo?: File }) => {
      const saved = await json(api.admin.sponsors[":id"].$patch({ param: { id: String(id) }, json: patch }));
      return logo ? uploadLogo(id, logo) : saved;
    },
    onSuccess: () => toast(SPONSOR_TOASTS.updated),
    onError: (error) => toast(saveFailedToast(error, SPONSOR_SAVE_FAILED)),
    onSettled: refresh,
  });
}

/** Shows a sponsor on the landing page, or hides it. */
export function useSponsorActive() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      json(api.admin.sponsors[":id"].$patch({ param: { id: String(id) }, json: { isActive } })),
    onSuccess: (sponsor) => toast(sponsor.isActive ? SPONSOR_TOASTS.activated : SPONSOR_TOASTS.deactivated),
    onError: (error) => toast(saveFailedToast(error, SPONSOR_SAVE_FAILED)),
    onSettled: refresh,
  });
}

/** Deletes a sponsor and its logo. */
export function useDeleteSponsor() {
  const refresh = useRefreshSponsors();
  return useMutation({
    mutationFn: (id: number) => json(api.admin.sponsors[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: () => toast(SPONSOR_TOASTS.deleted),
    onError: (error) => toast(deleteFailedToast(error, SPONSOR_DELETE_FAILED)),
    onSettled: refresh,
  });
}

/** Saves one tier's order, numbered from 1; the list shows it at once and rolls back on failure. */
export function useSponsorOrder() {
  const queryClient = useQueryClient();
  const refresh = useRefreshSponsors();
  const { queryKey } = adminSponsorsQuery;
  return useMutation({
    mutationFn: (tierList: Sponsor[]) =>
      json(api.admin.sponsors["update-order"].$post({ json: { sponsors: orderFromList(tierList.map((s) => s.id)) } })),
    onMutate: async (tierList) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Sponsor[]>(queryKey);
      const placed = new Map(tierList.map((s, i) => [s.id, i + 1]));
      // The screen groups and sorts by tier and displayOrder itself (sponsorsByTier).
      queryClient.setQueryData<Sponsor[]>(queryKey, (list) =>
        list?.map((s) => ({ ...s, displayOrder: placed.get(s.id) ?? s.displayOrder })),
      );
      return { previous };
    },
    onError: (error, _list, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast(updateFailedToast(error, SPONSOR_ORDER_UPDATE_FAILED));
    },
    onSettled: refresh,
  });
}
