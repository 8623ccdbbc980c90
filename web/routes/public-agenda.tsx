/**
 * Public agenda (docs/product.md#public-agenda): Back to Home and Speakers links, "Conference Agenda",
 * the stat tiles, the Conference 2025 and GC Powerlist tabs and the sessions grouped by date.
 */
import { AgendaBoard } from "../features/agenda/agenda-board";
import { PublicShell } from "../features/landing/public-shell";
import { usePageTitle } from "../lib/use-page-title";
import { publicPageTitle } from "../app/seo";

export default function PublicAgendaPage() {
  usePageTitle(publicPageTitle("/agenda"));
  return (
    <PublicShell
      title="Conference Agenda"
      subtitle="Sessions, speakers and times for the main conference and the GC Powerlist evening. All times are Kuwait time (UTC+3)."
      other={{ to: "/speakers", label: "Speakers" }}
    >
      <AgendaBoard events={["AC2025", "GC_POWERLIST"]} />
    </PublicShell>
  );
}
