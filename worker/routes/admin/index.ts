/**
 * Every admin call (docs/api.md#admin), each behind requireAdmin (401 without a session, 403 for a
 * non-admin; docs/decisions/0003-admin-rule.md). The full list with sample requests is in
 * worker/test/admin-calls.ts, which the authorization tests walk.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { adminAgendaRoutes } from "./agenda";
import { adminAnnouncementRoutes } from "./announcements";
import { adminAuditLogRoutes } from "./audit-log";
import { adminDelegateDataRoutes } from "./delegate-data";
import { adminDelegateRoutes } from "./delegates";
import { adminEmailLogRoutes } from "./email-logs";
import { adminEventSettingsRoutes } from "./event-settings";
import { adminLiveRoutes } from "./live";
import { adminPassRoutes } from "./passes";
import { adminQnaRoutes } from "./qna";
import { adminRegistrationRoutes } from "./registrations";
import { adminSpeakerRoutes } from "./speakers";
import { adminSponsorRoutes } from "./sponsors";

export const adminRoutes = new Hono<AppEnv>()
  .route("/", adminQnaRoutes)
  .route("/", adminSpeakerRoutes)
  .route("/", adminSponsorRoutes)
  .route("/", adminDelegateRoutes)
  .route("/", adminRegistrationRoutes)
  .route("/", adminEmailLogRoutes)
  .route("/", adminAgendaRoutes)
  .route("/", adminPassRoutes)
  .route("/", adminEventSettingsRoutes)
  .route("/", adminDelegateDataRoutes)
  .route("/", adminAuditLogRoutes)
  .route("/", adminLiveRoutes)
  .route("/", adminAnnouncementRoutes);
