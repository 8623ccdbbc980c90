/**
 * Signed-in app chrome (docs/product.md#app-chrome): a "Skip to main content" link, the header with
 * the logo (to /app), a slide-in side menu with every link (current one highlighted) below 1024 px
 * and the same links as a side navigation always in view from 1024 px, the avatar menu (initials;
 * Profile, the other language, admin links for admins, Sign Out), and the bottom mobile bar below
 * 768 px; the language switch also sits in the side menu and the side navigation (in the header for
 * a visitor, who has neither). Child routes that need a user are
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
import { ADMIN_LINKS, APP_LINKS, MOBILE_BAR_LINKS, isActive, type NavLink } from "./nav";
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

/** One link of the side menu or the desktop side navigation; the current page is marked (`aria-current`). */
function NavLinkItem({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const i18n = useI18n();
  const active = isActive(link, pathname, APP_LINKS);
  return (
    <li>
      <Link
        to={link.to}
        reloadDocument={link.reloadDocument}
        onClick={onNavigate}
        aria-current={active ? "page" : undefined}
        className={cn(
          "flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium",
          active ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100",
        )}
      >
        <link.icon className="size-5 shrink-0" aria-hidden />
        {i18n._(link.label)}
      </Link>
    </li>
  );
}

/**
 * The "Main" navigation: every screen of a signed-in user ({@link APP_LINKS}) and, for admins, the
 * "Admin" group ({@link ADMIN_LINKS}), titled by a heading one level below the panel's own.
 */
function MainNav({
  isAdmin,
  groupHeading: Heading,
  onNavigate,
}: {
  isAdmin: boolean;
  groupHeading: "h2" | "h3";
  onNavigate?: () => void;
}) {
  const i18n = useI18n();
  return (
    <nav aria-label={i18n._("Main")}>
      <ul className="grid gap-1">
        {APP_LINKS.map((link) => (
          <NavLinkItem key={link.to} link={link} onNavigate={onNavigate} />
        ))}
      </ul>
      {isAdmin && (
        <>
          <Heading className="mt-6 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {i18n._("Admin")}
          </Heading>
          <ul className="mt-2 grid gap-1">
            {ADMIN_LINKS.map((link) => (
              <NavLinkItem key={link.to} link={link} onNavigate={onNavigate} />
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}

/** The phone's and tablet's slide-in menu, behind the header's menu button (hidden from 1024 px: {@link DesktopNav}). */
function SideMenu({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const i18n = useI18n();
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={i18n._("Open menu")}>
          <Menu className="size-6" aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent title={i18n._("Menu")} side="start">
        <div className="mt-4">
          <MainNav isAdmin={isAdmin} groupHeading="h3" onNavigate={close} />
        </div>
        <LanguageSwitch className="mt-6 text-brand-700 hover:bg-slate-100" />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The side navigation of a desk (1024 px and wider, docs/product.md#app-chrome): the side menu's
 * links always in view at the start of the page (left, right in Arabic), sticky under the header
 * and scrolling on its own when taller than the window. Hidden on smaller screens, where the menu
 * button and the bottom bar serve.
 */
function DesktopNav({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="hidden w-60 shrink-0 border-e border-slate-200 bg-white lg:block">
      <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto px-3 py-4">
        <MainNav isAdmin={isAdmin} groupHeading="h2" />
        <LanguageSwitch className="mt-4 text-brand-700 hover:bg-slate-100" />
      </div>
    </div>
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
            {ADMIN_LINKS.map((link) => (
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
  // An organiser's sign-in session without a required second factor sees no admin links (ADMIN_REQUIRE_MFA).
  const adminNav = !!user?.isAdmin && !user.secondFactorNeeded;
  // The event-day screens' code is fetched once a delegate is signed in, so it works offline.
  useEffect(() => {
    if (userId !== undefined) prepareOffline();
  }, [userId]);
  return (
    <div className="min-h-dvh pb-20 md:pb-0">
      {/* The first Tab stop: past the header and the side navigation (WCAG 2.4.1 Bypass Blocks). */}
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50"
      >
        {i18n._("Skip to main content")}
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4 lg:max-w-none lg:px-6">
          {user && <SideMenu isAdmin={adminNav} />}
          <Link to="/app" className="me-auto rounded-md" aria-label={i18n._("Conference 2025 home")}>
            <Logo />
          </Link>
          {user ? (
            <AvatarMenu firstName={user.firstName} lastName={user.lastName} email={user.email} isAdmin={adminNav} />
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
      <div className="lg:flex">
        {user && <DesktopNav isAdmin={adminNav} />}
        <main id="main" className="mx-auto w-full min-w-0 max-w-6xl px-3 py-6 sm:px-4 lg:px-6">
          <Outlet />
        </main>
      </div>
      {user && <MobileBar />}
    </div>
  );
}
