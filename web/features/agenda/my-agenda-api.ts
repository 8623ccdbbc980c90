/**
 * My Agenda reads and writes (docs/api.md#my-agenda): the signed-in person's starred sessions
 * (GET and PUT /api/my-agenda, the whole set each time) and their private calendar feed link
 * (GET /api/my-agenda/feed, POST /api/my-agenda/feed to make it, POST /api/my-agenda/feed/reset
 * for "Reset link"). {@link myAgendaKeys} is their key factory (keyed by URL, web/lib/query-client.ts).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MyAgenda } from "../../../worker/contract/my-agenda";
import { api, json } from "../../lib/api";
import { getAuthToken } from "../../lib/auth-token";
import { useI18n } from "../../lib/i18n";
import { urlKey } from "../../lib/query-client";
import { toast } from "../../lib/toast";

const myAgendaKeys = {
  starred: () => urlKey(api["my-agenda"].$path()),
  feed: () => urlKey(api["my-agenda"].feed.$path()),
};

/**
 * The starred session ids (GET /api/my-agenda); null at once when no session token is stored, as
 * for the current user (web/lib/current-user.ts): after a sign-out the reset reads would only earn
 * a 401, which the browser logs as a console error.
 */
const myAgendaQuery = queryOptions({
  queryKey: myAgendaKeys.starred(),
  queryFn: async (): Promise<MyAgenda | null> => (getAuthToken() ? json(api["my-agenda"].$get()) : null),
});

export function useMyAgenda() {
  return useQuery(myAgendaQuery);
}

/** Stars are saved one at a time, in the order they were toggled (a mutation scope runs serially). */
const STAR_SCOPE = { id: "my-agenda" };

/**
 * Stars or unstars one session: the cached set changes at once, then PUT /api/my-agenda stores
 * the whole set. A failure puts the set back and shows the error as a toast
 * (docs/messages.md#toasts-and-the-error-catalogue).
 */
export function useToggleStar() {
  const queryClient = useQueryClient();
  const i18n = useI18n();
  const key = myAgendaQuery.queryKey;
  return useMutation({
    scope: STAR_SCOPE,
    // keepalive: a star tapped just before leaving the page (a link, a reload) is still saved; the
    // browser would otherwise cancel the request with the page (Fetch Standard, "keepalive").
    mutationFn: (sessionIds: number[]) =>
      json(api["my-agenda"].$put({ json: { sessionIds } }, { init: { keepalive: true } })),
    onMutate: (sessionIds) => {
      const previous = queryClient.getQueryData(key);
      const next: MyAgenda = { sessionIds: [...sessionIds].sort((a, b) => a - b) };
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onSuccess: (saved: MyAgenda) => {
      // A later toggle already shows its own set; only the last save's answer is the truth.
      if (queryClient.isMutating({ predicate: (m) => m.options.scope?.id === STAR_SCOPE.id }) <= 1) {
        queryClient.setQueryData(key, saved);
      }
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: i18n._("Could not update My Agenda"), description: error.message, variant: "destructive" });
    },
  });
}

/** The set `sessionIds` with `id` added (`star`) or removed. */
export function toggledSet(sessionIds: readonly number[], id: number, star: boolean): number[] {
  const rest = sessionIds.filter((other) => other !== id);
  return star ? [...rest, id] : rest;
}

/**
 * The private calendar feed's https URL, null before the person asked for one; the answer itself
 * is null without a session token (see {@link myAgendaQuery}).
 */
const calendarFeedQuery = queryOptions({
  queryKey: myAgendaKeys.feed(),
  queryFn: () => (getAuthToken() ? json(api["my-agenda"].feed.$get()) : null),
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/** Makes the feed link ("Get calendar link") or replaces it ("Reset link"). */
export function useCalendarFeedAction(action: "create" | "reset") {
  const queryClient = useQueryClient();
  const i18n = useI18n();
  return useMutation({
    mutationFn: () => json(action === "create" ? api["my-agenda"].feed.$post() : api["my-agenda"].feed.reset.$post()),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQuery.queryKey, feed),
    onError: (error) =>
      toast({
        title: i18n._("Could not update the calendar link"),
        description: error.message,
        variant: "destructive",
      }),
  });
}
