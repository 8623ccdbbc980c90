/**
 * The organisers' announcements (docs/api.md#announcements): the list with email progress
 * (GET /api/admin/announcements, read again every 5 s while an email fan-out is under way) and
 * sending (POST).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminAnnouncement, AnnouncementData } from "../../../worker/contract/announcements";
import { api, json } from "../../lib/api";
import { urlKey } from "../../lib/query-client";

/** How often the list is read again while emails are still going out, ms. */
const PROGRESS_POLL_MS = 5_000;

/** True while some of `announcement`'s emails are neither sent nor counted as not sent. */
export function emailing(announcement: AdminAnnouncement): boolean {
  return announcement.email && announcement.emailSent + announcement.emailFailed < announcement.emailTotal;
}

const adminAnnouncementsQuery = queryOptions({
  queryKey: urlKey(api.admin.announcements.$path()),
  queryFn: () => json(api.admin.announcements.$get()),
});

export function useAdminAnnouncements() {
  return useQuery({
    ...adminAnnouncementsQuery,
    refetchInterval: (query) => (query.state.data?.some(emailing) ? PROGRESS_POLL_MS : false),
  });
}

export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcement: AnnouncementData) => json(api.admin.announcements.$post({ json: announcement })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAnnouncementsQuery.queryKey }),
  });
}
