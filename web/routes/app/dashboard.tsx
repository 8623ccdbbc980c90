/**
 * /app dashboard (docs/product.md#dashboard): while a session runs, a card that points to its live
 * room (docs/live-room.md); the hero with countdown (or the event-day banner), then the
 * agenda preview (each session with its My Agenda star), speakers preview, Event Information, social feed and FAQ preview.
 * GET /api/stats is not requested here: only the landing hero shows its counts (docs/product.md#dashboard).
 */
import type { AgendaItem } from "../../../worker/contract/content";
import { StarToggle } from "../../features/agenda/star-toggle";
import { AgendaPreview } from "../../features/dashboard/agenda-preview";
import { EventHero } from "../../features/dashboard/event-hero";
import { EventInfoCard } from "../../features/dashboard/event-info-card";
import { LiveNowCard } from "../../features/dashboard/live-now-card";
import { FaqPreview } from "../../features/faq/faq-preview";
import { SocialFeedCard } from "../../features/dashboard/social-feed-card";
import { SpeakersPreview } from "../../features/dashboard/speakers-preview";
import { useI18n } from "../../lib/i18n";
import { usePageTitle } from "../../lib/use-page-title";

const star = (item: AgendaItem) => <StarToggle item={item} />;

export default function DashboardPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Home"));
  return (
    <div className="grid gap-8">
      <LiveNowCard />
      <EventHero />
      <AgendaPreview action={star} />
      <SpeakersPreview />
      <div className="grid gap-6 lg:grid-cols-2">
        <EventInfoCard />
        <SocialFeedCard />
      </div>
      <FaqPreview />
    </div>
  );
}
