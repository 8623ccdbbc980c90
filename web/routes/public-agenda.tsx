/**
 * Public agenda (docs/product.md#public-agenda): Back to Home and Speakers links, "Conference Agenda",
 * the stat tiles, the Conference 2025 and GC Powerlist tabs and the sessions grouped by date.
 *
 * A signed-in visitor also gets the My Agenda star on each session (docs/product.md#my-agenda).
 * The page is rendered by the Worker and hydrated (docs/decisions/0006-public-pages-rendered-by-the-worker.md),
 * and its JavaScript before interactive is at its budget (docs/architecture.md#performance-budget):
 * the star's code loads lazily, only after hydration and only when a session token is stored, so
 * the server and hydrating renders hold nothing of it.
 */
import { useEffect, useState } from "react";
import { AgendaBoard } from "../features/agenda/agenda-board";
import type { StarToggle } from "../features/agenda/star-toggle";
import { PublicShell } from "../features/landing/public-shell";
import { getAuthToken } from "../lib/auth-token";
import { usePageTitle } from "../lib/use-page-title";
import { publicPageTitle } from "../app/seo";

export default function PublicAgendaPage() {
  usePageTitle(publicPageTitle("/agenda"));
  const [Star, setStar] = useState<typeof StarToggle>();
  useEffect(() => {
    if (getAuthToken()) void import("../features/agenda/star-toggle").then((m) => setStar(() => m.StarToggle));
  }, []);
  return (
    <PublicShell
      title="Conference Agenda"
      subtitle="Sessions, speakers and times for the main conference and the GC Powerlist evening. All times are Kuwait time (UTC+3)."
      other={{ to: "/speakers", label: "Speakers" }}
    >
      <AgendaBoard events={["AC2025", "GC_POWERLIST"]} action={Star && ((item) => <Star item={item} />)} />
    </PublicShell>
  );
}
