/**
 * The announcements banner of the signed-in app (docs/live-room.md#announcements): on every /app
 * page, the newest announcements of the caller's audiences that they have not dismissed, in the
 * page's language (the Arabic texts when given). New ones arrive over the announcements channel
 * (GET /api/announcements/live; web/lib/live-socket.ts polls every 5 s while it is down) and are
 * read out politely. Each is an article named by its title (not a list item: the screens below
 * keep their lists to themselves). Texts are plain text.
 */
import X from "lucide-react/icons/x";
import Megaphone from "lucide-react/icons/megaphone";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AnnouncementMessage } from "../../../worker/contract/announcements";
import { localized } from "../../../worker/contract/i18n";
import { api } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { useLiveSocket } from "../../lib/live-socket";
import { addAnnouncement, announcementsQuery, dismissedAnnouncements, rememberDismissed } from "./api";

/** At most this many announcements show at once; dismissing one brings the next. */
const SHOWN = 3;

export function AnnouncementBanner() {
  const i18n = useI18n();
  const queryClient = useQueryClient();
  const query = useQuery(announcementsQuery);
  const [dismissed, setDismissed] = useState(dismissedAnnouncements);
  const channel = useLiveSocket<AnnouncementMessage>({
    path: api.announcements.live.$path(),
    onMessage: (message) => {
      if (message.type === "announcement") addAnnouncement(queryClient, message.announcement);
    },
    poll: () => void query.refetch(),
  });
  const shown = (query.data ?? []).filter((a) => !dismissed.has(a.id)).slice(0, SHOWN);
  const dismiss = (id: number) => {
    rememberDismissed(id);
    setDismissed(dismissedAnnouncements());
  };
  return (
    <section
      aria-label={i18n._("Announcements")}
      aria-live="polite"
      data-announcements={channel}
      className="empty:hidden"
    >
      {shown.length > 0 && (
        <div className="mb-4 grid gap-2">
          {shown.map((announcement) => {
            const title = localized(i18n.locale, announcement.title, announcement.titleAr);
            return (
              <article
                key={announcement.id}
                aria-labelledby={`announcement-${announcement.id}`}
                className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
              >
                <Megaphone className="mt-0.5 size-5 shrink-0" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p id={`announcement-${announcement.id}`} className="font-semibold break-words" dir="auto">
                    {title}
                  </p>
                  <p className="mt-1 text-sm break-words whitespace-pre-line" dir="auto">
                    {localized(i18n.locale, announcement.body, announcement.bodyAr)}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => dismiss(announcement.id)}
                  aria-label={i18n._("Dismiss announcement: {title}", { title })}
                  className="-m-1 grid size-11 shrink-0 place-items-center rounded-md hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
                >
                  <X className="size-5" aria-hidden />
                </button>
              </article>
            );
          })}
        </div>
      )}
    </section>
  );
}
