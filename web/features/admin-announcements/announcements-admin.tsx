/**
 * Announcements (/app/admin/announcements; docs/live-room.md#announcements): the organisers' form
 * (English title and message, their optional Arabic versions, the audience, "Also send by email")
 * and the announcements sent, newest first, each emailed one with a progress bar of its emails
 * (sent of total) that moves while they go out. Texts are plain text.
 */
import Megaphone from "lucide-react/icons/megaphone";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AdminAnnouncement,
  type AnnouncementAudience,
  type AnnouncementData,
  type AnnouncementInput,
  announcementSchema,
} from "../../../worker/contract/announcements";
import { FORMAT_LOCALE, type Locale } from "../../../worker/contract/i18n";
import { AdminOnly } from "../../components/admin/admin-only";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { Field, Input, NativeSelect, Textarea } from "../../components/ui/field";
import { saveFailedToast } from "../../lib/admin-messages";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { emailing, useAdminAnnouncements, useSendAnnouncement } from "./api";

/** The audiences as the form names them (marked for translation). */
const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  all: /*i18n*/ "Everyone",
  AC2025: /*i18n*/ "Conference 2025 delegates",
  GC_POWERLIST: /*i18n*/ "GC Powerlist delegates",
};

/** When an announcement was sent, in Kuwait time: "13 Oct 2025, 08:00" in English, the month named in Arabic. */
function sentAt(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : FORMAT_LOCALE[locale], {
    dateStyle: locale === "en" ? "medium" : "long",
    timeStyle: "short",
    timeZone: "Asia/Kuwait",
  }).format(new Date(iso));
}

export function AnnouncementsAdmin() {
  return (
    <AdminOnly>
      <div className="grid gap-6">
        <AnnouncementForm />
        <AnnouncementList />
      </div>
    </AdminOnly>
  );
}

const EMPTY: AnnouncementInput = { title: "", body: "", titleAr: "", bodyAr: "", audience: "all", email: false };

function AnnouncementForm() {
  const i18n = useI18n();
  const send = useSendAnnouncement();
  const form = useForm<AnnouncementInput, unknown, AnnouncementData>({
    resolver: zodResolver(announcementSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((announcement) =>
    send.mutate(announcement, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast({ title: /*i18n*/ "Announcement sent", variant: "success" });
      },
      onError: (error) => toast(saveFailedToast(error, /*i18n*/ "The announcement could not be sent.")),
    }),
  );
  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._("New announcement")}>
        <h2 className="text-base font-bold text-slate-900">{i18n._("New announcement")}</h2>
        <div className="grid gap-4 md:grid-cols-2">
          <Field label={i18n._("Title")} required error={errors.title?.message}>
            <Input dir="auto" maxLength={ANNOUNCEMENT_TITLE_MAX} {...form.register("title")} />
          </Field>
          <Field label={i18n._("Title (Arabic)")} error={errors.titleAr?.message}>
            <Input dir="rtl" lang="ar" maxLength={ANNOUNCEMENT_TITLE_MAX} {...form.register("titleAr")} />
          </Field>
          <Field label={i18n._("Message")} required error={errors.body?.message}>
            <Textarea rows={4} dir="auto" maxLength={ANNOUNCEMENT_BODY_MAX} {...form.register("body")} />
          </Field>
          <Field label={i18n._("Message (Arabic)")} error={errors.bodyAr?.message}>
            <Textarea rows={4} dir="rtl" lang="ar" maxLength={ANNOUNCEMENT_BODY_MAX} {...form.register("bodyAr")} />
          </Field>
        </div>
        <Field
          label={i18n._("Audience")}
          error={errors.audience?.message}
          hint={i18n._("An event's delegates are those who checked in at it or put one of its sessions in My Agenda.")}
        >
          <NativeSelect {...form.register("audience")}>
            {Object.entries(AUDIENCE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register("email")} />
          {i18n._("Also send by email (not to those who unsubscribed)")}
        </label>
        <div className="flex justify-end">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? i18n._("Sending...") : i18n._("Send announcement")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function AnnouncementList() {
  const i18n = useI18n();
  const query = useAdminAnnouncements();
  if (query.isPending)
    return (
      <div className="grid gap-3">
        {[0, 1].map((n) => (
          <Skeleton key={n} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <QueryError
        title={i18n._("Could not load the announcements")}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.length === 0)
    return (
      <EmptyState
        title={i18n._("No announcements yet")}
        icon={<Megaphone className="size-10 text-slate-400" aria-hidden />}
      >
        {i18n._("Announcements appear at once in the app of every delegate of their audience.")}
      </EmptyState>
    );
  return (
    <section aria-labelledby="sent-announcements" className="grid gap-3">
      <h2 id="sent-announcements" className="text-base font-bold text-slate-900">
        {i18n._("Sent announcements")}
      </h2>
      <ol className="grid gap-3">
        {query.data.map((announcement) => (
          <li key={announcement.id}>
            <SentAnnouncement announcement={announcement} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function SentAnnouncement({ announcement }: { announcement: AdminAnnouncement }) {
  const i18n = useI18n();
  const done = announcement.emailSent + announcement.emailFailed;
  return (
    <Card className="grid gap-2 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="min-w-0 font-bold break-words text-slate-900" dir="auto">
          {announcement.title}
        </h3>
        <p className="text-xs text-slate-600">
          {i18n._(AUDIENCE_LABELS[announcement.audience])} · {sentAt(announcement.createdAt, i18n.locale)}
        </p>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-slate-700" dir="auto">
        {announcement.body}
      </p>
      {announcement.titleAr && (
        <p className="text-sm font-semibold break-words text-slate-900" dir="rtl" lang="ar">
          {announcement.titleAr}
        </p>
      )}
      {announcement.bodyAr && (
        <p className="text-sm break-words whitespace-pre-line text-slate-700" dir="rtl" lang="ar">
          {announcement.bodyAr}
        </p>
      )}
      {announcement.email && (
        <div className="grid gap-1">
          <progress
            className="h-2 w-full accent-brand-700"
            max={Math.max(1, announcement.emailTotal)}
            value={announcement.emailSent}
            aria-label={i18n._("Email progress: {title}", { title: announcement.title })}
            aria-valuetext={i18n._("{sent} of {total} emails sent", {
              sent: announcement.emailSent,
              total: announcement.emailTotal,
            })}
          />
          <p className="text-xs text-slate-700">
            {i18n._("{sent} of {total} emails sent", { sent: announcement.emailSent, total: announcement.emailTotal })}
            {announcement.emailFailed > 0 &&
              ` · ${i18n._("{count, plural, one {# not sent} other {# not sent}}", { count: announcement.emailFailed })}`}
            {emailing(announcement) &&
              ` · ${i18n._("{left, plural, one {# to go} other {# to go}}", { left: announcement.emailTotal - done })}`}
          </p>
        </div>
      )}
    </Card>
  );
}
