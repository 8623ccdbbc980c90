/**
 * Navigation of the signed-in app (docs/product.md#app-chrome). One list feeds the side menu, the bottom
 * mobile bar and the avatar menu.
 */
import {
  BookOpen,
  CalendarDays,
  CircleHelp,
  ClipboardList,
  House,
  IdCard,
  Mail,
  MessageSquareText,
  MessagesSquare,
  Mic,
  ScanLine,
  Send,
  Settings,
  Star,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";

export interface NavLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /**
   * Open as a full page load: the check-in page is the only document allowed to use the camera
   * (Permissions-Policy is fixed per document; worker/middleware/security-headers.ts).
   */
  reloadDocument?: boolean;
}

/** Side-menu links for every signed-in user. */
export const APP_LINKS: NavLink[] = [
  { to: "/app", label: "Home", icon: House },
  { to: "/app/calendar", label: "Agenda", icon: CalendarDays },
  { to: "/app/my-agenda", label: "My Agenda", icon: Star },
  { to: "/app/speakers", label: "Speakers", icon: Mic },
  { to: "/app/qna", label: "Q&A", icon: MessagesSquare },
  { to: "/app/submit-question", label: "Submit Question", icon: Send },
  { to: "/app/my-pass", label: "My Pass", icon: IdCard },
  { to: "/app/faq", label: "FAQ", icon: CircleHelp },
  { to: "/app/enquire", label: "Enquire", icon: Mail },
  { to: "/app/profile", label: "Profile", icon: UserRound },
];

/** Bottom mobile bar (docs/product.md#app-chrome). */
export const MOBILE_BAR_LINKS: NavLink[] = [
  { to: "/app", label: "Home", icon: House },
  { to: "/app/calendar", label: "Agenda", icon: CalendarDays },
  { to: "/app/speakers", label: "Speakers", icon: Mic },
  { to: "/app/qna", label: "Q&A", icon: MessagesSquare },
  { to: "/app/my-pass", label: "Pass", icon: IdCard },
  { to: "/app/enquire", label: "Enquire", icon: Mail },
];

/** Admin links in the side menu (docs/product.md#app-chrome). */
export const ADMIN_SIDE_LINKS: NavLink[] = [
  { to: "/app/admin/qna", label: "Q&A Admin", icon: MessageSquareText },
  { to: "/app/admin/speakers", label: "Speaker Admin", icon: Mic },
  { to: "/app/admin/calendar", label: "Calendar Admin", icon: CalendarDays },
  { to: "/app/admin/delegates", label: "Delegates", icon: Users },
];

/** Admin links in the avatar menu (docs/product.md#app-chrome). */
export const ADMIN_MENU_LINKS: NavLink[] = [
  ...ADMIN_SIDE_LINKS,
  { to: "/app/admin/registrations", label: "Registrations", icon: ClipboardList },
  { to: "/app/admin/email-logs", label: "Email Logs", icon: BookOpen },
  { to: "/app/admin/check-in", label: "Check-in", icon: ScanLine, reloadDocument: true },
  { to: "/app/admin/settings", label: "Event Settings", icon: Settings },
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
