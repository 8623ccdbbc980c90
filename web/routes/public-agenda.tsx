/**
 * Public agenda (docs/product.md#public-agenda): Back to Home and Speakers links, "Conference Agenda",
 * the stat tiles, the Conference 2025 and GC Powerlist tabs and the sessions grouped by date.
 */
import { AgendaBoard } from "../features/agenda/agenda-board";
import { PublicShell } from "../features/landing/public-shell";
import { useI18n } from "../lib/i18n";
import { usePageTitle } from "../lib/use-page-title";
import { publicPageTitle } from "../app/seo";

export default function PublicAgendaPage() {
  usePageTitle(publicPageTitle("/agenda"));
  const i18n = useI18n();
  return (
    <PublicShell
      title={i18n._("Conference Agenda")}
      subtitle={i18n._(
        "Sessions, speakers and times for the main conference and the GC Powerlist evening. All times are Kuwait time (UTC+3).",
      )}
      other={{ to: "/speakers", label: i18n._("Speakers") }}
    >
      <AgendaBoard events={["AC2025", "GC_POWERLIST"]} />
    </PublicShell>
  );
}
