/**
 * Navigation of the signed-in app (docs/product.md#app-chrome): the links of every signed-in user
 * ({@link APP_LINKS}), the bottom mobile bar's and the admin screens' ({@link ADMIN_LINKS}), each
 * defined once and shown by the side menu (phone), the side navigation (desktop), the bottom bar and
 * the avatar menu.
 */
import type { LucideIcon } from "lucide-react";
import Award from "lucide-react/icons/award";
import BookOpen from "lucide-react/icons/book-open";
import CalendarDays from "lucide-react/icons/calendar-days";
import CircleHelp from "lucide-react/icons/circle-question-mark";
import ClipboardList from "lucide-react/icons/clipboard-list";
import House from "lucide-react/icons/house";
import IdCard from "lucide-react/icons/id-card";
import Mail from "lucide-react/icons/mail";
import Megaphone from "lucide-react/icons/megaphone";
import MessageSquareText from "lucide-react/icons/message-square-text";
import MessagesSquare from "lucide-react/icons/messages-square";
import Mic from "lucide-react/icons/mic";
import ScanLine from "lucide-react/icons/scan-line";
import Send from "lucide-react/icons/send";
import ScrollText from "lucide-react/icons/scroll-text";
import ThumbsUp from "lucide-react/icons/thumbs-up";
import Settings from "lucide-react/icons/settings";
import Star from "lucide-react/icons/star";
import UserRound from "lucide-react/icons/user-round";
import Users from "lucide-react/icons/users";

export interface NavLink {
  to: string;
  /** Marked for translation; shown through `i18n._(label)`. */
  label: string;
  icon: LucideIcon;
  /**
   * Open as a full page load: the check-in page is the only document allowed to use the camera
   * (Permissions-Policy is fixed per document; worker/middleware/security-headers.ts).
   */
  reloadDocument?: boolean;
}

/** Links for every signed-in user, in the side menu and the desktop side navigation. */
export const APP_LINKS: NavLink[] = [
  { to: "/app", label: /*i18n*/ "Home", icon: House },
  { to: "/app/calendar", label: /*i18n*/ "Agenda", icon: CalendarDays },
  { to: "/app/my-agenda", label: /*i18n*/ "My Agenda", icon: Star },
  { to: "/app/speakers", label: /*i18n*/ "Speakers", icon: Mic },
  { to: "/app/qna", label: /*i18n*/ "Q&A", icon: MessagesSquare },
  { to: "/app/submit-question", label: /*i18n*/ "Submit Question", icon: Send },
  { to: "/app/my-pass", label: /*i18n*/ "My Pass", icon: IdCard },
  { to: "/app/faq", label: /*i18n*/ "FAQ", icon: CircleHelp },
  { to: "/app/enquire", label: /*i18n*/ "Enquire", icon: Mail },
  { to: "/app/profile", label: /*i18n*/ "Profile", icon: UserRound },
];

/** Bottom mobile bar (docs/product.md#app-chrome). */
export const MOBILE_BAR_LINKS: NavLink[] = [
  { to: "/app", label: /*i18n*/ "Home", icon: House },
  { to: "/app/calendar", label: /*i18n*/ "Agenda", icon: CalendarDays },
  { to: "/app/speakers", label: /*i18n*/ "Speakers", icon: Mic },
  { to: "/app/qna", label: /*i18n*/ "Q&A", icon: MessagesSquare },
  { to: "/app/my-pass", label: /*i18n*/ "Pass", icon: IdCard },
  { to: "/app/enquire", label: /*i18n*/ "Enquire", icon: Mail },
];

/**
 * Every admin screen, in one list (docs/product.md#app-chrome): the side menu, the desktop side
 * navigation and the avatar menu all show it, so a screen added here is one click away everywhere.
 */
export const ADMIN_LINKS: NavLink[] = [
  { to: "/app/admin/qna", label: /*i18n*/ "Q&A Admin", icon: MessageSquareText },
  { to: "/app/admin/speakers", label: /*i18n*/ "Speaker Admin", icon: Mic },
  { to: "/app/admin/calendar", label: /*i18n*/ "Calendar Admin", icon: CalendarDays },
  { to: "/app/admin/delegates", label: /*i18n*/ "Delegates", icon: Users },
  { to: "/app/admin/registrations", label: /*i18n*/ "Registrations", icon: ClipboardList },
  { to: "/app/admin/email-logs", label: /*i18n*/ "Email Logs", icon: BookOpen },
  { to: "/app/admin/check-in", label: /*i18n*/ "Check-in", icon: ScanLine, reloadDocument: true },
  { to: "/app/admin/settings", label: /*i18n*/ "Event Settings", icon: Settings },
  { to: "/app/admin/sponsors", label: /*i18n*/ "Sponsors", icon: Award },
  { to: "/app/admin/audit-log", label: /*i18n*/ "Audit Log", icon: ScrollText },
  { to: "/app/admin/feedback", label: /*i18n*/ "Session Feedback", icon: ThumbsUp },
  { to: "/app/admin/announcements", label: /*i18n*/ "Announcements", icon: Megaphone },
];

/**
 * Other pages a link's entry stands for: the bottom bar's Agenda also covers /app/agenda and My
 * Agenda (reached from the agenda screen, docs/product.md#my-agenda). Only where that link is the
 * closest one: in the side menu My Agenda has its own entry.
 */
const ALSO_ACTIVE: Record<string, readonly string[]> = { "/app/calendar": ["/app/agenda", "/app/my-agenda"] };

/**
 * True when `pathname` is the link's page (exact for /app, prefix for the others, plus
 * {@link ALSO_ACTIVE} when `links` has no entry of its own for `pathname`).
 */
export function isActive(link: NavLink, pathname: string, links: readonly NavLink[] = MOBILE_BAR_LINKS): boolean {
  if (link.to === "/app") return pathname === "/app" || pathname === "/app/";
  if (pathname === link.to || pathname.startsWith(`${link.to}/`)) return true;
  return (ALSO_ACTIVE[link.to] ?? []).includes(pathname) && !links.some((other) => other.to === pathname);
}
