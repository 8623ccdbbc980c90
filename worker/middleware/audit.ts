/**
 * Records organiser writes in the audit log (worker/services/audit-log.ts; docs/api.md#audit-log)
 * from one place: requireAdmin (middleware/auth.ts) runs {@link auditAdminRequest} after every
 * admin route. Every admin request that changes something (any method but GET and HEAD) and
 * every export or download of personal data is recorded once it succeeded (status below 400),
 * with the action and target type of {@link AUDITED_ROUTES} and the route's `:id` (or `:userId`)
 * as the target id. A write the table does not name is still recorded, under its method and
 * route; a route the table maps to null is a write with a record of its own, left out. A route may give a better summary with `c.set("auditSummary", ...)`, never with personal
 * data beyond names.
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { errorSummary } from "../lib/log";
import { type AuditEntryInput, USER_TARGET, recordAudit } from "../services/audit-log";

interface AuditedRoute {
  action: string;
  targetType: string | null;
  summary: string;
}

const route = (action: string, targetType: string | null, summary: string): AuditedRoute => ({
  action,
  targetType,
  summary,
});

/**
 * Audited admin routes by `METHOD /api/path` as Hono names them (`c.req.routePath`); null for a
 * write that is not recorded here because it keeps its own record.
 */
export const AUDITED_ROUTES: Readonly<Record<string, AuditedRoute | null>> = {
  "PATCH /api/admin/qna/:id": route("qna.edit", "question", "Question edited"),
  "POST /api/admin/qna/:id/archive": route("qna.archive", "question", "Question archived"),
  "DELETE /api/admin/qna/:id": route("qna.delete", "question", "Question deleted"),
  "POST /api/speakers/import": route("speakers.import", "speaker", "Speakers imported"),
  "POST /api/admin/upload-speaker-image": route("speaker.photo", "speaker", "Speaker photo uploaded"),
  "POST /api/admin/speakers": route("speaker.create", "speaker", "Speaker added"),
  "PATCH /api/admin/speakers/:id": route("speaker.edit", "speaker", "Speaker edited"),
  "DELETE /api/admin/speakers/:id": route("speaker.delete", "speaker", "Speaker deleted"),
  "POST /api/admin/speakers/update-order": route("speakers.reorder", "speaker", "Speakers reordered"),
  "POST /api/admin/sponsors": route("sponsor.create", "sponsor", "Sponsor added"),
  "PATCH /api/admin/sponsors/:id": route("sponsor.edit", "sponsor", "Sponsor edited"),
  "POST /api/admin/sponsors/:id/logo": route("sponsor.logo", "sponsor", "Sponsor logo replaced"),
  "POST /api/admin/sponsors/update-order": route("sponsors.reorder", "sponsor", "Sponsors reordered"),
  "DELETE /api/admin/sponsors/:id": route("sponsor.delete", "sponsor", "Sponsor deleted"),
  "POST /api/delegates/import": route("delegates.import", USER_TARGET, "Delegates imported"),
  "DELETE /api/users/:id": route("registration.delete", USER_TARGET, "Registration deleted"),
  "GET /api/registrations/export": route("registrations.export", USER_TARGET, "Registrations exported (CSV)"),
  "POST /api/registrations/export/excel-qr": route(
    "registrations.export-start",
    "job",
    "Registrations export with QR codes started",
  ),
  "GET /api/registrations/export/jobs/:id/file": route(
    "registrations.export-download",
    "job",
    "Registrations export with QR codes downloaded",
  ),
  "POST /api/admin/agenda": route("agenda.create", "agenda-item", "Agenda session added"),
  "PUT /api/admin/agenda/:id": route("agenda.edit", "agenda-item", "Agenda session edited"),
  "DELETE /api/admin/agenda/:id": route("agenda.delete", "agenda-item", "Agenda session deleted"),
  "PUT /api/admin/agenda/:id/speakers": route("agenda.speakers", "agenda-item", "Session speakers changed"),
  "PATCH /api/admin/agenda/:id/questions/:questionId": route(
    "live.moderate",
    "agenda-item",
    "Session question moderated",
  ),
  "PATCH /api/admin/agenda/:id/live": route("live.settings", "agenda-item", "Live room settings changed"),
  "POST /api/admin/agenda/:id/presenter-link": route("live.presenter-link", "agenda-item", "Presenter link made"),
  "POST /api/admin/agenda/:id/polls": route("poll.create", "agenda-item", "Poll written"),
  "PATCH /api/admin/polls/:id": route("poll.status", "poll", "Poll opened or closed"),
  "DELETE /api/admin/polls/:id": route("poll.delete", "poll", "Poll deleted"),
  "GET /api/admin/feedback/export": route("feedback.export", "agenda-item", "Session feedback exported"),
  "POST /api/admin/announcements": route("announcement.send", "announcement", "Announcement sent"),
  "POST /api/admin/agenda/import": route("agenda.import", "agenda-item", "Agenda imported"),
  "GET /api/admin/agenda/export": route("agenda.export", "agenda-item", "Agenda exported"),
  // Each check-in is its own record (check_ins: who, the organiser who checked them in, the desk
  // and the time; docs/data-model.md), and every desk syncs again and again, most often with
  // nothing new: an entry per sync would bury the organisers' other actions.
  "POST /api/admin/check-in/sync": null,
  "GET /api/admin/check-in/no-shows": route("check-in.no-shows-export", USER_TARGET, "No-shows exported"),
  "POST /api/admin/passes/:userId/reissue": route("pass.reissue", USER_TARGET, "Pass reissued"),
  "PUT /api/admin/event-settings": route("settings.edit", "event-settings", "Event settings saved"),
  "POST /api/admin/event-settings/arabic-confirmations": route(
    "settings.arabic-confirmation",
    "event-settings",
    "Arabic text confirmed",
  ),
  "POST /api/admin/erase-delegate-data": route("delegates.erase", USER_TARGET, "Delegate data erased"),
};

/**
 * What the audit log records for a request to `routePath` with `method`, or null for a read that
 * is not an export.
 */
function auditedRoute(method: string, routePath: string): AuditedRoute | null {
  const key = `${method} ${routePath}`;
  if (key in AUDITED_ROUTES) return AUDITED_ROUTES[key] ?? null;
  if (method === "GET" || method === "HEAD") return null;
  return route(`${method} ${routePath}`, null, "Organiser change");
}

/**
 * Records `entry` in the audit log. A failure to record is logged, not answered: the change or
 * the sign-in it describes has already happened.
 */
export async function audit(c: Context<AppEnv>, entry: AuditEntryInput): Promise<void> {
  try {
    await recordAudit(c.get("db"), entry);
  } catch (error) {
    console.error("audit log write failed", entry.action, errorSummary(error));
  }
}

/**
 * Records the request in the audit log when {@link auditedRoute} names it and it succeeded.
 * @param routePath the route's path, read before the handlers ran (`c.req.routePath`).
 */
export async function auditAdminRequest(c: Context<AppEnv>, routePath: string): Promise<void> {
  const audited = auditedRoute(c.req.method, routePath);
  const user = c.get("user");
  if (!audited || !user || c.res.status >= 400) return;
  await audit(c, {
    actor: { id: user.id, email: user.email },
    action: audited.action,
    targetType: audited.targetType,
    targetId: c.req.param("id") ?? c.req.param("userId") ?? null,
    summary: c.get("auditSummary") ?? audited.summary,
  });
}
