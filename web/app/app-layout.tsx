/**
 * Signed-in app chrome (docs/product.md#app-chrome): header with the logo (to /app), a slide-in side
 * menu with every link (current one highlighted), the avatar menu (initials; Profile, the other
 * language, admin links for admins, Sign Out), and the bottom mobile bar; the language switch also
 * sits in the side menu (in the header for a visitor, who has no side menu). Child routes that need a user are
 * wrapped in {@link RequireUser}; the pass, enquiry and submit-question screens show their own
 * signed-out states (docs/product.md#roles-and-permissions).
 */
import { Languages, LogOut, Menu } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Navigate, Outlet, useLocation, useNavigate, useNavigation } from "react-router";
import { Button } from "../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../components/ui/dropdown-menu";
import { PageSpinner } from "../components/ui/feedback";
import { LanguageSwitch, useLanguageChoice } from "../components/ui/language-switch";
import { useLogout } from "../lib/logout";
import { prepareOffline } from "./prepare-offline";
import { useUser } from "../lib/current-user";
import { cn } from "../lib/cn";
import { useI18n } from "../lib/i18n";
import { initials } from "../lib/initials";
import { ADMIN_MENU_LINKS, ADMIN_SIDE_LINKS, APP_LINKS, MOBILE_BAR_LINKS, isActive, type NavLink } from "./nav";
import { Logo } from "../components/ui/logo";
import { signInPath } from "../../worker/contract/next-path";

/**
 * Protected-route behaviour (docs/product.md#protected-routes): centred spinner while loading, /auth
 * when signed out, remembering the page to come back to (`?next=`, worker/contract/next-path.ts).
 */
export function RequireUser() {
  const { data: user, isPending } = useUser();
  const navigation = useNavigation();
  const { pathname, search, hash } = useLocation();
  if (isPending) return <PageSpinner />;
  // Signing out and deleting the account go home before they forget the user (lib/logout.ts);
  // while that navigation still loads its screen, /auth must not overtake it.
  if (!user) {
    if (navigation.state !== "idle") return <PageSpinner />;
    return <Navigate to={signInPath({ next: `${pathname}${search}${hash}` })} replace />;
  }
  return <Outlet />;
}

function SideMenuLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const i18n = useI18n();
  const active = isActive(link, pathname, APP_LINKS);
  return (
    <li>
      <Link
        to={link.to}
        onClick={onNavigate}
        aria-current={active ? "page" : undefined}
        className={cn(
          "flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium",
          active ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100",
        )}
      >
        <link.icon className="size-5" aria-hidden />
        {i18n._(link.label)}
      </Link>
    </li>
  );
}

function SideMenu({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const i18n = useI18n();
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={i18n._("Open menu")}>
          <Menu className="size-6" aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent title={i18n._("Menu")} side="start">
        <nav aria-label={i18n._("Main")} className="mt-4">
          <ul className="grid gap-1">
            {APP_LINKS.map((link) => (
              <SideMenuLink key={link.to} link={link} onNavigate={close} />
            ))}
          </ul>
          {isAdmin && (
            <>
              <h3 className="mt-6 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
                {i18n._("Admin")}
              </h3>
              <ul className="mt-2 grid gap-1">
                {ADMIN_SIDE_LINKS.map((link) => (
                  <SideMenuLink key={link.to} link={link} onNavigate={close} />
                ))}
              </ul>
            </>
          )}
        </nav>
        <LanguageSwitch className="mt-6 text-brand-700 hover:bg-slate-100" />
      </DialogContent>
    </Dialog>
  );
}

function AvatarMenu({
  firstName,
  lastName,
  email,
  isAdmin,
}: {
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
}) {
  const navigate = useNavigate();
  const logout = useLogout();
  const i18n = useI18n();
  const language = useLanguageChoice();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          // Ends with the initials it shows (WCAG 2.5.3 Label in Name).
          aria-label={i18n._("Account menu for {firstName} {lastName}, {initials}", {
            firstName,
            lastName,
            initials: initials(firstName, lastName),
          })}
          className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {initials(firstName, lastName)}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="normal-case">
          <span className="block text-sm font-semibold text-slate-900">
            <bdi>
              {firstName} {lastName}
            </bdi>
          </span>
          <span className="block truncate text-xs font-normal text-slate-600">
            <bdi dir="ltr">{email}</bdi>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/app/profile")}>{i18n._("Profile")}</DropdownMenuItem>
        <DropdownMenuItem lang={language.other} onSelect={() => language.choose()}>
          <Languages className="size-4" aria-hidden />
          {language.name}
        </DropdownMenuItem>
        {isAdmin && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{i18n._("Admin")}</DropdownMenuLabel>
            {ADMIN_MENU_LINKS.map((link) => (
              <DropdownMenuItem
                key={link.to}
                onSelect={() => (link.reloadDocument ? window.location.assign(link.to) : navigate(link.to))}
              >
                <link.icon className="size-4" aria-hidden />
                {i18n._(link.label)}
              </DropdownMenuItem>
            ))}
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={logout.isPending}
          onSelect={(event) => {
            event.preventDefault();
            logout.signOut();
          }}
        >
          <LogOut className="size-4 rtl:-scale-x-100" aria-hidden />
          {logout.isPending ? i18n._("Signing out...") : i18n._("Sign Out")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The bottom bar; the current link is the side menu's ({@link isActive}: Agenda on /app/agenda and My Agenda too). */
function MobileBar() {
  const { pathname } = useLocation();
  const i18n = useI18n();
  return (
    <nav
      aria-label={i18n._("Quick links")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white md:hidden"
    >
      <ul className="grid grid-cols-6">
        {MOBILE_BAR_LINKS.map((link) => {
          const active = isActive(link, pathname);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium",
                  active ? "text-brand-700" : "text-slate-600",
                )}
              >
                <link.icon className="size-5" aria-hidden />
                {i18n._(link.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default function AppLayout() {
  const { data: user, isPending } = useUser();
  const userId = user?.id;
  const i18n = useI18n();
  // The event-day screens' code is fetched once a delegate is signed in, so it works offline.
  useEffect(() => {
    if (userId !== undefined) prepareOffline();
  }, [userId]);
  return (
    <div className="min-h-dvh pb-20 md:pb-0">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4">
          {user && <SideMenu isAdmin={user.isAdmin} />}
          <Link to="/app" className="me-auto rounded-md" aria-label={i18n._("Conference 2025 home")}>
            <Logo />
          </Link>
          {user ? (
            <AvatarMenu firstName={user.firstName} lastName={user.lastName} email={user.email} isAdmin={user.isAdmin} />
          ) : (
            !isPending && (
              <>
                {/* At 360 px the logo's text wraps first; the two controls keep their one line. */}
                <LanguageSwitch className="shrink-0 px-2 text-brand-700 hover:bg-slate-100" />
                <Button asChild size="sm" className="shrink-0 whitespace-nowrap">
                  <Link to="/auth">{i18n._("Sign In")}</Link>
                </Button>
              </>
            )
          )}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-3 py-6 sm:px-4">
        <Outlet />
      </main>
      {user && <MobileBar />}
    </div>
  );
}
