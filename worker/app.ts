/**
 * The Hono application: one log line per request without credentials (middleware/request-log.ts), every request body consumed before the answer (middleware/request-body.ts),
 * security headers, per-request context (db, settings), one router per domain mounted under /api,
 * the HTML documents the Worker serves, and the shared error handling. `AppType` carries every
 * path, payload and response to the typed client in web/lib/api.ts.
 */
import { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { handleError, handleNotFound } from "./middleware/errors";
import { authRoutes } from "./routes/auth";
import { accountRoutes } from "./routes/account";
import { mfaRoutes } from "./routes/mfa";
import { calendarRoutes } from "./routes/calendar";
import { myAgendaRoutes } from "./routes/my-agenda";
import { contentRoutes } from "./routes/content";
import { profileRoutes } from "./routes/profile";
import { qnaRoutes } from "./routes/qna";
import { liveRoutes } from "./routes/live";
import { announcementRoutes } from "./routes/announcements";
import { pushRoutes } from "./routes/push";
import { enquiryRoutes } from "./routes/enquiries";
import { passRoutes } from "./routes/pass";
import { checkInRoutes } from "./routes/check-in";
import { adminRoutes } from "./routes/admin";
import { mediaRoutes } from "./routes/media";
import { pageRoutes } from "./routes/pages";
import { consumeRequestBody } from "./middleware/request-body";
import { securityHeaders } from "./middleware/security-headers";
import { requestContext } from "./middleware/context";
import { requestLog } from "./middleware/request-log";

const api = new Hono<AppEnv>()
  .route("/", authRoutes)
  .route("/", accountRoutes)
  .route("/", mfaRoutes)
  .route("/", contentRoutes)
  .route("/", calendarRoutes)
  .route("/", myAgendaRoutes)
  .route("/", profileRoutes)
  .route("/", qnaRoutes)
  .route("/", liveRoutes)
  .route("/", announcementRoutes)
  .route("/", pushRoutes)
  .route("/", enquiryRoutes)
  .route("/", passRoutes)
  .route("/", checkInRoutes)
  .route("/", adminRoutes)
  .route("/", mediaRoutes);

export const app = new Hono<AppEnv>()
  .use(requestLog)
  .use(consumeRequestBody)
  .use(securityHeaders)
  .use(requestContext)
  .route("/api", api)
  .route("/", pageRoutes);

app.onError(handleError);
app.notFound(handleNotFound);

export type AppType = typeof app;
