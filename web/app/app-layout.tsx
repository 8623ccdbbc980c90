/**
 * Signed-in app chrome (docs/product.md#app-chrome): a "Skip to main content" link, the header with
 * the logo (to /app), a slide-in side menu with every link (current one highlighted) below 1024 px
 * and the same links as a side navigation always in view from 1024 px, the avatar menu (initials;
 * Profile, the other language, admin links for admins, Sign Out), and the bottom mobile bar below
 * 768 px; the language switch also sits in the side menu and the side navigation (in the header for
 * a visitor, who has neither). The two menus' code loads with their first press (./menus.tsx).
 * While the current user loads, a stored session token draws the chrome as signed in, the avatar
 * as a skeleton, so it paints before GET /api/user answers. Child routes that need a user are
 * wrapped in {@link RequireUser}; the pass, enquiry and submit-question screens show their own
 * signed-out states (docs/product.md#roles-and-permissions). Above every screen of a signed-in user,
 * the announcements banner (docs/live-room.md#announcements).
 */
import { lazy, useEffect } from "react";
import { Link, Navigate, Outlet, useLocation, useNavigation } from "react-router";
import { Button } from "../components/ui/button";
import { PageSpinner, Skeleton } from "../components/ui/feedback";
import { LanguageSwitch } from "../components/ui/language-switch";
import { OnDemand } from "../components/ui/on-demand";
import { getAuthToken } from "../lib/auth-token";
import { prepareOffline } from "./prepare-offline";
import { useUser } from "../lib/current-user";
import { cn } from "../lib/cn";
import { useI18n } from "../lib/i18n";
import type { User } from "../../worker/contract/user";
import { AvatarButton, MenuButton } from "./chrome-buttons";
import { MainNav } from "./main-nav";
import { MOBILE_BAR_LINKS, isActive } from "./nav";
import { Logo } from "../components/ui/logo";
import { signInPath } from "../../worker/contract/next-path";
import { AnnouncementBanner } from "../features/announcements/announcement-banner";

/**
 * Whether the app draws itself as signed in: a user is known, or, while GET /api/user answers, a
 * session token is stored (the chrome and the screen paint before that answer,
 * docs/product.md#protected-routes).
 */
function useSignedIn(): { user: User | null | undefined; signedIn: boolean } {
  const { data: user, isPending } = useUser();
  return { user, signedIn: Boolean(user) || (isPending && getAuthToken() !== null) };
}

/**
 * Protected-route behaviour (docs/product.md#protected-routes): while the current user loads, the
 * screen itself when a session token is stored (its title and skeletons in the chrome, its reads
 * alongside GET /api/user), else the centred spinner; /auth when signed out, remembering the page
 * to come back to (`?next=`, worker/contract/next-path.ts).
 */
export function RequireUser() {
  const { data: user, isPending } = useUser();
  const { signedIn } = useSignedIn();
  const navigation = useNavigation();
  const { pathname, search, hash } = useLocation();
  if (isPending) return signedIn ? <Outlet /> : <PageSpinner />;
  // Signing out and deleting the account go home before they forget the user (lib/logout.ts);
  // while that navigation still loads its screen, /auth must not overtake it.
  if (!user) {
    if (navigation.state !== "idle") return <PageSpinner />;
    return <Navigate to={signInPath({ next: `${pathname}${search}${hash}` })} replace />;
  }
  return <Outlet />;
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

const loadMenus = () => import("./menus");
const SideMenu = lazy(async () => ({ default: (await loadMenus()).SideMenu }));
const AvatarMenu = lazy(async () => ({ default: (await loadMenus()).AvatarMenu }));

export default function AppLayout() {
  const { data: user, isPending } = useUser();
  const { signedIn } = useSignedIn();
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
          {user && (
            <OnDemand load={loadMenus} button={(props) => <MenuButton aria-haspopup="dialog" {...props} />}>
              <SideMenu isAdmin={adminNav} />
            </OnDemand>
          )}
          <Link to="/app" className="me-auto rounded-md" aria-label={i18n._("Conference 2025 home")}>
            <Logo />
          </Link>
          {user ? (
            <OnDemand
              load={loadMenus}
              button={(props) => (
                <AvatarButton firstName={user.firstName} lastName={user.lastName} aria-haspopup="menu" {...props} />
              )}
            >
              <AvatarMenu firstName={user.firstName} lastName={user.lastName} email={user.email} isAdmin={adminNav} />
            </OnDemand>
          ) : signedIn ? (
            <Skeleton className="size-11 rounded-full" />
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
          {user && <AnnouncementBanner />}
          <Outlet />
        </main>
      </div>
      {signedIn && <MobileBar />}
    </div>
  );
}
