/**
 * Every admin-only call of the API (docs/api.md#admin; docs/decisions/0003-admin-rule.md), with a
 * well-formed sample request each, in ONE place: the authorization tests walk this list with an
 * anonymous and a delegate client, and a later security test can reuse it. Adding an admin route
 * means adding it here.
 */
import { DEFAULT_SETTINGS } from "../contract/default-settings";

export interface AdminCall {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  /** JSON body, or "multipart" for the file uploads (see {@link adminCallBody}). */
  body?: unknown;
}

export const ADMIN_CALLS: readonly AdminCall[] = [
  { method: "GET", path: "/api/admin/qna" },
  { method: "GET", path: "/api/admin/qna?status=all" },
  { method: "GET", path: "/api/admin/qna?status=archived" },
  {
    method: "PATCH",
    path: "/api/admin/qna/1",
    body: { question: "A question?", answer: "An answer", isAnswered: true },
  },
  { method: "POST", path: "/api/admin/qna/1/archive" },
  { method: "DELETE", path: "/api/admin/qna/1" },
  { method: "GET", path: "/api/speakers/template" },
  { method: "POST", path: "/api/speakers/import", body: "multipart" },
  { method: "POST", path: "/api/admin/upload-speaker-image", body: "multipart" },
  {
    method: "POST",
    path: "/api/admin/speakers",
    body: { name: "Added", surname: "By Hand", company: "Co", position: "Role" },
  },
  { method: "PATCH", path: "/api/admin/speakers/1", body: { bio: "Bio" } },
  { method: "DELETE", path: "/api/admin/speakers/1" },
  { method: "POST", path: "/api/admin/speakers/update-order", body: { speakers: [{ id: 1, displayOrder: 1 }] } },
  { method: "GET", path: "/api/admin/sponsors" },
  { method: "POST", path: "/api/admin/sponsors", body: "multipart" },
  { method: "PATCH", path: "/api/admin/sponsors/1", body: { isActive: true } },
  { method: "POST", path: "/api/admin/sponsors/1/logo", body: "multipart" },
  { method: "POST", path: "/api/admin/sponsors/update-order", body: { sponsors: [{ id: 1, displayOrder: 1 }] } },
  { method: "DELETE", path: "/api/admin/sponsors/1" },
  { method: "GET", path: "/api/delegates/template" },
  { method: "POST", path: "/api/delegates/import", body: "multipart" },
  { method: "GET", path: "/api/users" },
  { method: "DELETE", path: "/api/users/1" },
  { method: "GET", path: "/api/registrations/export" },
  { method: "POST", path: "/api/registrations/export/excel-qr" },
  { method: "GET", path: "/api/registrations/export/jobs" },
  { method: "GET", path: "/api/registrations/export/jobs/00000000-0000-4000-8000-000000000000" },
  { method: "GET", path: "/api/registrations/export/jobs/00000000-0000-4000-8000-000000000000/file" },
  { method: "GET", path: "/api/admin/email-logs" },
  { method: "GET", path: "/api/admin/audit-log" },
  { method: "GET", path: "/api/admin/email-logs/failed" },
  { method: "GET", path: "/api/admin/email-logs/by-type/registration_confirmation" },
  { method: "GET", path: "/api/admin/email-logs/987654" },
  {
    method: "PUT",
    path: "/api/admin/agenda/1",
    body: {
      id: 1,
      title: "Opening",
      startTime: "08:00",
      endTime: "08:30",
      date: "2025-10-13",
      location: "Hall",
      description: "",
    },
  },
  { method: "PUT", path: "/api/admin/agenda/1/speakers", body: { speakerIds: [1] } },
  {
    method: "POST",
    path: "/api/admin/agenda",
    body: { title: "Closing", startTime: "12:00", endTime: "12:30", date: "2025-10-13", eventType: "AC2025" },
  },
  { method: "DELETE", path: "/api/admin/agenda/1" },
  { method: "GET", path: "/api/admin/agenda/2/questions" },
  { method: "PATCH", path: "/api/admin/agenda/2/questions/1", body: { answered: true } },
  { method: "PATCH", path: "/api/admin/agenda/2/live", body: { questionsNeedApproval: true } },
  { method: "POST", path: "/api/admin/agenda/2/presenter-link" },
  { method: "GET", path: "/api/admin/agenda/2/polls" },
  {
    method: "POST",
    path: "/api/admin/agenda/2/polls",
    body: { question: "Where should the next edition be held?", options: ["Kuwait City", "Jahra"] },
  },
  { method: "PATCH", path: "/api/admin/polls/1", body: { status: "open" } },
  { method: "DELETE", path: "/api/admin/polls/1" },
  { method: "GET", path: "/api/admin/feedback" },
  { method: "GET", path: "/api/admin/feedback/export" },
  { method: "GET", path: "/api/admin/announcements" },
  {
    method: "POST",
    path: "/api/admin/announcements",
    body: { title: "Lunch", body: "Lunch is served.", audience: "all" },
  },
  { method: "GET", path: "/api/admin/agenda/template" },
  { method: "GET", path: "/api/admin/agenda/export" },
  { method: "POST", path: "/api/admin/agenda/import", body: "multipart" },
  { method: "GET", path: "/api/admin/check-in/counts" },
  { method: "GET", path: "/api/admin/check-in/roster" },
  {
    method: "POST",
    path: "/api/admin/check-in/sync",
    body: {
      desk: "Desk 1",
      checkIns: [{ id: "6f1c7c5e-2d3b-4a8e-9f10-0c1d2e3f4a5b", event: "AC2025", checkedAt: 1, userId: 1 }],
    },
  },
  { method: "GET", path: "/api/admin/check-in/no-shows?event=AC2025" },
  { method: "POST", path: "/api/admin/passes/1/reissue" },
  { method: "GET", path: "/api/admin/event-settings" },
  { method: "PUT", path: "/api/admin/event-settings", body: DEFAULT_SETTINGS },
  {
    method: "POST",
    path: "/api/admin/event-settings/arabic-confirmations",
    body: { field: "venue.nameAr", english: DEFAULT_SETTINGS.venue.name },
  },
  { method: "POST", path: "/api/admin/erase-delegate-data", body: { days: 3650 } },
];

/** The request body and headers of a call (multipart calls carry a tiny file). */
export function adminCallBody(call: AdminCall): { body?: BodyInit; headers: Record<string, string> } {
  if (call.body === undefined) return { headers: {} };
  if (call.body === "multipart") {
    const form = new FormData();
    form.set("excel", new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], "file.xlsx"));
    form.set("image", new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "photo.jpg"));
    form.set("speakerId", "1");
    form.set("logo", new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "logo.jpg"));
    form.set("name", "Sponsor");
    return { body: form, headers: {} };
  }
  return { body: JSON.stringify(call.body), headers: { "Content-Type": "application/json" } };
}
