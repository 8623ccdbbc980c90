/**
 * The "Main" navigation of the signed-in app (docs/product.md#app-chrome), shown by the phone's
 * side menu (./menus.tsx) and the desk's side navigation (./app-layout.tsx).
 */
import { Link, useLocation } from "react-router";
import { cn } from "../lib/cn";
import { useI18n } from "../lib/i18n";
import { ADMIN_LINKS, APP_LINKS, isActive, type NavLink } from "./nav";

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
export function MainNav({
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
