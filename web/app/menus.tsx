/**
 * The signed-in app's two menus (docs/product.md#app-chrome): the phone's and tablet's slide-in
 * side menu and the avatar menu. Each is loaded by the first press of its button (./app-layout.tsx
 * draws the closed button), so their Radix code is not part of what the app needs before it is
 * interactive (docs/architecture.md#performance-budget), and opens at once.
 */
import Languages from "lucide-react/icons/languages";
import LogOut from "lucide-react/icons/log-out";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Dialog, DialogContent, DialogTrigger } from "../components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../components/ui/dropdown-menu";
import { LanguageSwitch, useLanguageChoice } from "../components/ui/language-switch";
import { useI18n } from "../lib/i18n";
import { useLogout } from "../lib/logout";
import { AvatarButton, MenuButton } from "./chrome-buttons";
import { MainNav } from "./main-nav";
import { ADMIN_LINKS } from "./nav";

/** The phone's and tablet's slide-in menu, behind the header's menu button (hidden from 1024 px: the desk's side navigation). */
export function SideMenu({ isAdmin }: { isAdmin: boolean }) {
  // Loaded by its first press (./app-layout.tsx), so it opens at once.
  const [open, setOpen] = useState(true);
  const i18n = useI18n();
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <MenuButton />
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

/** The avatar menu (initials): Profile, the other language, admin links for admins, Sign Out. */
export function AvatarMenu({
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
    // Loaded by its first press (./app-layout.tsx), so it opens at once.
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <AvatarButton firstName={firstName} lastName={lastName} />
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
