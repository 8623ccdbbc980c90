/**
 * D1 schema: every stored entity of docs/data-model.md#entities, plus the tables the product adds
 * (docs/decisions/0011-readings-of-the-spec.md): enquiries, check_ins, email_suppressions, counters,
 * starred_sessions and calendar_feeds.
 *
 * Conventions:
 * - Timestamps are `integer` milliseconds since the Unix epoch (UTC), read as `Date` by Drizzle.
 * - Lists (expertise, transportMetadata) are JSON text.
 * - Emails are stored trimmed and lower-cased (docs/decisions/0011-readings-of-the-spec.md#duplicate-email), so plain unique
 *   indexes give case-insensitive uniqueness.
 * - Deleting a user cascades to everything that is only theirs (tokens, stars, calendar feed, email
 *   logs); questions, enquiries and check-ins are kept with `user_id` set to null, anonymised
 *   (docs/decisions/0014-delegate-data-export-and-erasure.md). An organiser's deletion of a
 *   registration deletes those too (worker/services/registrations.ts).
 */
import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

/** `created_at`-style column: epoch ms, defaulting to the insert time. */
const timestamp = (name: string) =>
  integer(name, { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/** Delegates, speakers with accounts, ASAR staff and organisers (docs/data-model.md#users). */
export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** From the `candidate_number` counter, never reused (docs/data-model.md#entities: "auto-assigned from a sequence"). */
    candidateNumber: integer("candidate_number").notNull().unique(),
    /** Equal to the email (docs/data-model.md#registration-payload: "username (set to the email)"). */
    username: text("username").notNull().unique(),
    /**
     * Versioned PBKDF2 string (worker/services/password.ts), or "" when the account has no usable
     * password: the first confirmation of the address withdraws the one set before it, until the
     * confirmed owner chooses one (docs/decisions/0010-confirmation-proves-the-mailbox.md).
     */
    password: text("password").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company").notNull(),
    title: text("title").notNull(),
    email: text("email").notNull().unique(),
    /** Dial code plus digits, e.g. "+96550000000", or "" (docs/messages.md#registration). */
    phone: text("phone"),
    countryCode: text("country_code").default("+965"),
    profileImage: text("profile_image"),
    bio: text("bio"),
    linkedinUrl: text("linkedin_url"),
    expertise: text("expertise", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    userType: text("user_type", { enum: ["delegate", "speaker", "ASAR"] })
      .notNull()
      .default("delegate"),
    /** "admin" when an operator granted the role (docs/decisions/0003-admin-rule.md); otherwise null. */
    role: text("role", { enum: ["admin"] }),
    /** Set when the owner proved control of the address (a one-time link from an email). */
    emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
    /**
     * Epoch ms of the last "sign out everywhere" (a password reset): every session created at or
     * before it is refused, whatever KV still holds (docs/decisions/0002-sessions-in-kv-and-revocation-point.md; KV listing is
     * eventually consistent, see worker/services/auth-sessions.ts). Null: never revoked.
     */
    sessionsRevokedAt: integer("sessions_revoked_at", { mode: "timestamp_ms" }),
    /**
     * Version of the person's pass, from 1. Carried in the pass token (`pv`); the door refuses a
     * token of a lower version. An organiser's reissue raises it, and so does the first
     * confirmation of the address (a pass shown before it may have been someone else's).
     */
    passVersion: integer("pass_version").notNull().default(1),
    /**
     * The password given at registration while the first confirmation keeps it aside: the hash
     * `password` held before it, which never verifies at sign-in. The confirmer restores it by
     * typing it (POST /api/auth/keep-password); choosing a new password, "Not now", a password
     * reset or 5 wrong tries (worker/services/suspended-password.ts) discard it (null). Null otherwise
     * (docs/decisions/0010-confirmation-proves-the-mailbox.md).
     */
    suspendedPassword: text("suspended_password"),
    /**
     * The pass version before the first confirmation raised it, kept with
     * {@link users.suspendedPassword}: keeping the registration password restores it, so the pass
     * downloaded before admits again. Null when nothing is suspended.
     */
    suspendedPassVersion: integer("suspended_pass_version"),
    /** Wrong tries at keeping the suspended password since it was suspended (worker/services/suspended-password.ts). */
    keepPasswordFailures: integer("keep_password_failures").notNull().default(0),
    /**
     * The person's language, "en" or "ar" (docs/data-model.md#users): their emails are written in it
     * and the signed-in app follows it. Null when unknown (imported delegates): English mail.
     */
    locale: text("locale", { enum: ["en", "ar"] }),
    /**
     * The account's TOTP secret (RFC 6238; base32, 160 bits; worker/services/totp.ts): set by
     * POST /api/account/mfa/totp/setup, in force once {@link users.totpEnabledAt} is set. Null
     * without a second factor.
     */
    totpSecret: text("totp_secret"),
    /** When TOTP was turned on (the first right code after setup); null while off or pending. */
    totpEnabledAt: integer("totp_enabled_at", { mode: "timestamp_ms" }),
    /**
     * The 30-second time step (RFC 6238 section 4, T) of the last TOTP code accepted: a code of this
     * step or an earlier one is refused, so a code works once (RFC 6238 section 5.2).
     */
    totpLastStep: integer("totp_last_step"),
    /**
     * How many passkeys ({@link passkeys}) the account has: kept by the same batch that adds or
     * removes one, so that whether an account has a second factor is known from its row
     * (worker/services/mfa.ts, hasSecondFactor).
     */
    passkeyCount: integer("passkey_count").notNull().default(0),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at"),
  },
  // Sort keys of the registrations list (worker/services/registrations.ts, migration 0007).
  (t) => [
    index("users_created_at_idx").on(t.createdAt),
    index("users_company_nocase_idx").on(sql`${t.company} COLLATE NOCASE`),
    index("users_first_name_nocase_idx").on(sql`${t.firstName} COLLATE NOCASE`),
  ],
);

/** Named monotonically increasing counters; SQLite has no sequences. */
export const counters = sqliteTable("counters", {
  name: text("name").primaryKey(),
  value: integer("value").notNull().default(0),
});

/** Password reset tokens (docs/data-model.md#entities). `token` holds the SHA-256 of the secret sent by email. */
export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** One-time login links (docs/data-model.md#entities). `token` holds the SHA-256 of the secret in the link. */
export const loginTokens = sqliteTable(
  "login_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    isUsed: integer("is_used", { mode: "boolean" }).notNull().default(false),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("login_tokens_user_idx").on(t.userId)],
);

/** One row per send attempt (docs/data-model.md#email_logs; docs/decisions/0008-email-pipeline.md). */
export const emailLogs = sqliteTable(
  "email_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    emailType: text("email_type").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    subject: text("subject").notNull(),
    success: integer("success", { mode: "boolean" }).notNull(),
    messageId: text("message_id"),
    errorMessage: text("error_message"),
    transportMetadata: text("transport_metadata", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    /** Latest delivery event from the provider: delivered, bounced or complained. */
    deliveryStatus: text("delivery_status", { enum: ["delivered", "bounced", "complained"] }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: timestamp("created_at"),
  },
  (t) => [
    index("email_logs_created_at_idx").on(t.createdAt),
    index("email_logs_type_idx").on(t.emailType),
    index("email_logs_message_id_idx").on(t.messageId),
    index("email_logs_user_idx").on(t.userId),
  ],
);

/** Addresses that bounced hard or complained: no further non-essential mail. */
export const emailSuppressions = sqliteTable("email_suppressions", {
  email: text("email").primaryKey(),
  reason: text("reason", { enum: ["bounced", "complained"] }).notNull(),
  createdAt: timestamp("created_at"),
});

/** Speakers of both events (docs/data-model.md#entities). Natural key for imports: name + surname + event. */
export const speakers = sqliteTable(
  "speakers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    company: text("company").notNull(),
    position: text("position").notNull(),
    bio: text("bio"),
    /**
     * Arabic version of `bio`, or null when there is none (never "": blank input is stored as
     * null). Stored ahead of the Arabic interface; nothing shows it yet (docs/data-model.md#speakers).
     */
    bioAr: text("bio_ar"),
    linkedinUrl: text("linkedin_url"),
    photoUrl: text("photo_url"),
    expertise: text("expertise", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    eventType: text("event_type", { enum: ["AC2025", "GC_POWERLIST"] })
      .notNull()
      .default("AC2025"),
    role: text("role"),
    speakerType: text("speaker_type").notNull().default("Speaker"),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    uniqueIndex("speakers_natural_key").on(t.name, t.surname, t.eventType),
    index("speakers_order_idx").on(t.eventType, t.displayOrder),
  ],
);

/** Sessions of the programme (docs/data-model.md#agenda_items). Dates "YYYY-MM-DD", times "HH:MM" (+03:00). */
export const agendaItems = sqliteTable(
  "agenda_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    startTime: text("start_time").notNull(),
    /** May be "" (docs/data-model.md#entities: "endTime may be empty"). */
    endTime: text("end_time").notNull(),
    date: text("date").notNull(),
    /** Legacy single speaker link (docs/data-model.md#entities). */
    speakerId: integer("speaker_id").references((): AnySQLiteColumn => speakers.id, {
      onDelete: "set null",
    }),
    /** Legacy free-text speaker (docs/data-model.md#entities). */
    speaker: text("speaker"),
    location: text("location"),
    description: text("description"),
    /**
     * Arabic versions of `title`, `location` and `description`, each null when there is none (never
     * "": blank input is stored as null). Stored ahead of the Arabic interface; nothing public shows
     * them yet (docs/data-model.md#agenda_items).
     */
    titleAr: text("title_ar"),
    locationAr: text("location_ar"),
    descriptionAr: text("description_ar"),
    eventType: text("event_type", { enum: ["AC2025", "GC_POWERLIST"] })
      .notNull()
      .default("AC2025"),
    /**
     * Revision number, from 0, raised by every organiser edit of the session or of its speakers:
     * the SEQUENCE of its event in the private calendar feeds (RFC 5545 section 3.8.7.4), so
     * calendar apps replace their copy (docs/decisions/0013-private-calendar-feed.md).
     */
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at"),
    /** Set by every organiser edit; the LAST-MODIFIED of the session in the calendar feeds. */
    updatedAt: timestamp("updated_at"),
  },
  (t) => [index("agenda_items_schedule_idx").on(t.eventType, t.date, t.startTime)],
);

/** Ordered speakers of a session (docs/data-model.md#agenda_item_speakers). */
export const agendaItemSpeakers = sqliteTable(
  "agenda_item_speakers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    agendaItemId: integer("agenda_item_id")
      .notNull()
      .references(() => agendaItems.id, { onDelete: "cascade" }),
    speakerId: integer("speaker_id")
      .notNull()
      .references(() => speakers.id, { onDelete: "cascade" }),
    /** At most 255 characters (docs/data-model.md#constants-and-limits). */
    speakerRole: text("speaker_role"),
    /** Position within the session, from 0 (PUT /api/admin/agenda/{id}/speakers sends the order). */
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at"),
  },
  (t) => [
    uniqueIndex("agenda_item_speakers_pair").on(t.agendaItemId, t.speakerId),
    index("agenda_item_speakers_speaker_idx").on(t.speakerId),
  ],
);

/** Questions to the organisers (docs/data-model.md#qna_questions). */
export const qnaQuestions = sqliteTable(
  "qna_questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The asker; null once their account was deleted (the question is kept). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    question: text("question").notNull(),
    answer: text("answer"),
    isAnswered: integer("is_answered", { mode: "boolean" }).notNull().default(false),
    isArchived: integer("is_archived", { mode: "boolean" }).notNull().default(false),
    agendaItemId: integer("agenda_item_id").references(() => agendaItems.id, {
      onDelete: "set null",
    }),
    /**
     * True while a question asked on a session whose room holds questions for approval waits for
     * an organiser (docs/live-room.md#moderation); nobody but the asker and organisers sees it.
     */
    awaitingApproval: integer("awaiting_approval", { mode: "boolean" }).notNull().default(false),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    index("qna_questions_status_idx").on(t.isArchived, t.isAnswered, t.createdAt),
    index("qna_questions_user_idx").on(t.userId),
    index("qna_questions_session_idx").on(t.agendaItemId, t.isArchived),
  ],
);

/** One delegate's vote on a session's question (docs/live-room.md#questions): one per person. */
export const qnaVotes = sqliteTable(
  "qna_votes",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => qnaQuestions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at"),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index("qna_votes_user_idx").on(t.userId)],
);

/**
 * A delegate's rating of a session (docs/live-room.md#feedback): one per person and session, a new
 * rating replacing the old. `rating` is 1 to 5; `comment` is null when none was written.
 */
export const sessionFeedback = sqliteTable(
  "session_feedback",
  {
    agendaItemId: integer("agenda_item_id")
      .notNull()
      .references(() => agendaItems.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [primaryKey({ columns: [t.agendaItemId, t.userId] }), index("session_feedback_user_idx").on(t.userId)],
);

/**
 * A poll on a session (docs/live-room.md#polls): an organiser writes it as a draft, opens it for
 * votes and closes it. `options` is a JSON array of 2 to 6 answer texts; a vote names one by its
 * 0-based index. Delegates see drafts never, open polls without counts, closed polls with them.
 */
export const polls = sqliteTable(
  "polls",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    agendaItemId: integer("agenda_item_id")
      .notNull()
      .references(() => agendaItems.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    options: text("options", { mode: "json" }).$type<string[]>().notNull(),
    /** PollStatus (worker/contract/polls.ts): written, open for votes, closed. */
    status: text("status", { enum: ["draft", "open", "closed"] })
      .notNull()
      .default("draft"),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [index("polls_session_idx").on(t.agendaItemId)],
);

/** One delegate's vote in a poll (docs/live-room.md#polls): one per person, a new vote replacing the old. */
export const pollVotes = sqliteTable(
  "poll_votes",
  {
    pollId: integer("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The chosen option's 0-based index in the poll's `options`. */
    option: integer("option").notNull(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] }), index("poll_votes_user_idx").on(t.userId)],
);

/**
 * A browser's Web Push subscription (docs/live-room.md#web-push; RFC 8030): where to send, and the
 * keys that encrypt for it (RFC 8291). One row per endpoint, owned by the person who subscribed
 * last; a push service's 404 or 410 deletes it.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key, base64url. */
    p256dh: text("p256dh").notNull(),
    /** The browser's 16-byte authentication secret, base64url. */
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * The live room of a session (docs/live-room.md): its moderation settings and presenter link. No
 * row means the defaults (questions shown at once, nothing pinned, no presenter link).
 */
export const liveRooms = sqliteTable("live_rooms", {
  agendaItemId: integer("agenda_item_id")
    .primaryKey()
    .references(() => agendaItems.id, { onDelete: "cascade" }),
  /** New questions wait for an organiser's approval before the room sees them. */
  questionsNeedApproval: integer("questions_need_approval", { mode: "boolean" }).notNull().default(false),
  /** The question the presenter screen shows first; null when none is pinned. */
  pinnedQuestionId: integer("pinned_question_id").references(() => qnaQuestions.id, { onDelete: "set null" }),
  /** SHA-256 (hex) of the presenter link's token; null until an organiser makes one. */
  presenterTokenHash: text("presenter_token_hash"),
  updatedAt: timestamp("updated_at"),
});

/**
 * Sponsors (docs/data-model.md#sponsors): the Sponsors admin screen manages them and the landing
 * page shows the active ones by tier. `tier` is free text read as one of SPONSOR_TIERS
 * (worker/contract/sponsors.ts); `logoUrl` is an uploaded logo, `/api/media/sponsors/...`.
 */
export const sponsors = sqliteTable("sponsors", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  logoUrl: text("logo_url").notNull(),
  websiteUrl: text("website_url"),
  tier: text("tier").notNull().default("standard"),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  displayOrder: integer("display_order").notNull().default(0),
  createdAt: timestamp("created_at"),
  updatedAt: timestamp("updated_at"),
});

/** Conference-email subscription state per address (docs/data-model.md#entities; unsubscribe flow). */
export const newsletterSubscriptions = sqliteTable("newsletter_subscriptions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  subscribedAt: timestamp("subscribed_at"),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
});

/** Contact enquiries (docs/decisions/0011-readings-of-the-spec.md#enquiries-stored: stored and emailed to the organisers). */
export const enquiries = sqliteTable(
  "enquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The sender; null once their account was deleted (the sender's fields are then anonymised). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    title: text("title").notNull(),
    phone: text("phone"),
    linkedinUrl: text("linkedin_url"),
    serviceType: text("service_type"),
    message: text("message").notNull(),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("enquiries_user_idx").on(t.userId)],
);

/**
 * Door check-ins, one per user and event: the first that reaches the server, whichever desk made it
 * (docs/decisions/0005-pass-token-and-check-in.md). `id` is also the sync position desks pull after.
 */
export const checkIns = sqliteTable(
  "check_ins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The person; null once their account was deleted (the row stays for the counts and the arrivals). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    eventType: text("event_type", { enum: ["AC2025", "GC_POWERLIST"] }).notNull(),
    /** When the desk checked the person in (its clock, never later than the server's). */
    checkedInAt: timestamp("checked_in_at"),
    checkedInBy: integer("checked_in_by").references((): AnySQLiteColumn => users.id, {
      onDelete: "set null",
    }),
    /** Name of the desk (device) that made it; "" for check-ins made before desks existed. */
    desk: text("desk").notNull().default(""),
    /** The desk's UUID of the check-in (its idempotency key: a replay writes nothing); null before desks. */
    clientId: text("client_id"),
  },
  (t) => [
    uniqueIndex("check_ins_user_event").on(t.userId, t.eventType),
    index("check_ins_event_idx").on(t.eventType),
    uniqueIndex("check_ins_client_id").on(t.clientId),
  ],
);

/**
 * Sessions a user starred for My Agenda (docs/data-model.md#starred_sessions): one row per user
 * and session; both links cascade, so a deleted account or session takes its stars with it.
 */
export const starredSessions = sqliteTable(
  "starred_sessions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agendaItemId: integer("agenda_item_id")
      .notNull()
      .references(() => agendaItems.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.agendaItemId] }),
    index("starred_sessions_agenda_item_idx").on(t.agendaItemId),
  ],
);

/**
 * A user's private calendar feed (docs/data-model.md#calendar_feeds;
 * docs/decisions/0013-private-calendar-feed.md): at most one per user. The feed's token is never
 * stored: `tokenHash` is its SHA-256 (hex), which GET /api/calendar/{token}.ics looks up, and
 * `seed` (random, 128 bits) is what the token is derived from with the Worker's secret, so the
 * owner's page can show the link again. "Reset link" replaces both.
 */
export const calendarFeeds = sqliteTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  seed: text("seed").notNull(),
  createdAt: timestamp("created_at"),
});

/**
 * A background job (docs/data-model.md#jobs; docs/decisions/0015-background-export-jobs.md): today
 * the Excel export with QR codes, run by the jobs queue consumer in chunks. `progress` is 0-100;
 * `message` is the reason of a failure, readable by the admin; `objectKey` is the R2 key of the
 * finished file, set only once the file is complete. Kept until `expiresAt` (24 h after creation),
 * then deleted with its file.
 */
export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["registrations-excel-qr"] }).notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    progress: integer("progress").notNull().default(0),
    message: text("message"),
    objectKey: text("object_key"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("jobs_created_by_idx").on(t.createdBy, t.createdAt), index("jobs_expires_at_idx").on(t.expiresAt)],
);

/**
 * Recovery codes of an account with a second factor (docs/data-model.md#mfa_recovery_codes): 10
 * made when TOTP is turned on, each usable once in place of a TOTP code. `codeHash` is the SHA-256
 * (hex) of the code; `usedAt` is set when it is spent.
 */
export const mfaRecoveryCodes = sqliteTable(
  "mfa_recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("mfa_recovery_codes_user_idx").on(t.userId)],
);

/**
 * A password sign-in waiting for its second factor (docs/data-model.md#mfa_challenges): the
 * `mfaToken` of POST /api/auth/login, stored as its SHA-256 (hex). Deleted when redeemed, after
 * {@link MFA_CHALLENGE_MAX_FAILURES} wrong codes, or ignored once `expiresAt` (5 minutes) is past.
 */
export const mfaChallenges = sqliteTable("mfa_challenges", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  rememberMe: integer("remember_me", { mode: "boolean" }).notNull(),
  failures: integer("failures").notNull().default(0),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

/** Wrong codes one `mfaToken` allows before it is deleted. */
export const MFA_CHALLENGE_MAX_FAILURES = 5;

/**
 * Passkeys (WebAuthn credentials) of an account, a second factor (docs/data-model.md#passkeys;
 * worker/services/passkeys.ts). `id` is the credential id (base64url), `publicKey` its COSE public
 * key (base64url), `counter` the last signature counter seen (WebAuthn Level 3, section 6.1.1).
 */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    /** The authenticator's transports as the browser reported them (`usb`, `internal`, ...). */
    transports: text("transports", { mode: "json" }).$type<string[]>().notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at"),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/**
 * WebAuthn challenges waiting for their answer (docs/data-model.md#passkey_challenges): the
 * random challenge (base64url) of registration or authentication options, for one account and one
 * purpose. Deleted when answered (single use), or ignored once `expiresAt` (5 minutes) is past.
 */
export const passkeyChallenges = sqliteTable("passkey_challenges", {
  challenge: text("challenge").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: ["register", "sign-in", "confirm"] }).notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * The organisers' audit log (docs/data-model.md#audit_log; worker/services/audit-log.ts): one row
 * per organiser write, admin sign-in and failed second-factor attempt. No foreign keys: an entry
 * outlives its actor and its target. `actorEmail` is blanked, and the summary of an entry about a
 * person replaced, when that person's data is erased. Kept 400 days.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: timestamp("at"),
    actorId: integer("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    summary: text("summary").notNull(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

/**
 * Announcements of the organisers to the delegates (docs/live-room.md#announcements;
 * docs/data-model.md#announcements): shown at once in every open app of the audience, optionally
 * emailed. Plain text. `audience` is "all" or an event code. The email counters track the fan-out
 * through the email queue: `emailTotal` addresses queued, `emailSent` sent, `emailFailed` not sent
 * (skipped as unsubscribed or suppressed since, or failed for good); all 0 without email.
 */
export const announcements = sqliteTable(
  "announcements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    titleAr: text("title_ar"),
    bodyAr: text("body_ar"),
    audience: text("audience", { enum: ["all", "AC2025", "GC_POWERLIST"] }).notNull(),
    email: integer("email", { mode: "boolean" }).notNull().default(false),
    emailTotal: integer("email_total").notNull().default(0),
    emailSent: integer("email_sent").notNull().default(0),
    emailFailed: integer("email_failed").notNull().default(0),
    /** The organiser who sent it; null once their account is deleted. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("announcements_audience_idx").on(t.audience, t.id)],
);

export type UserRow = typeof users.$inferSelect;
export type PollRow = typeof polls.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type SpeakerRow = typeof speakers.$inferSelect;
export type SponsorRow = typeof sponsors.$inferSelect;
export type AgendaItemRow = typeof agendaItems.$inferSelect;
export type QnaQuestionRow = typeof qnaQuestions.$inferSelect;
export type EmailLogRow = typeof emailLogs.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * The event settings document (docs/data-model.md#event-settings): at most one row (`id` = 1).
 * `document` is the whole EventSettings (worker/contract/event.ts) as JSON, as
 * PUT /api/admin/event-settings validated it; `version` counts the saves (1 for the first);
 * `updatedAt` is the last save's time. Until the first save there is no row and the Worker uses
 * the defaults with the wrangler var `EVENT_SETTINGS_JSON` merged over them.
 */
export const eventSettings = sqliteTable("event_settings", {
  id: integer("id").primaryKey(),
  document: text("document").notNull(),
  version: integer("version").notNull(),
  updatedAt: timestamp("updated_at"),
});
