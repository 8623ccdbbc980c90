/**
 * The signed-out prompt of the screens outside the protected routes (docs/product.md#submit-question and
 * Pass page; docs/product.md#roles-and-permissions): "Sign In Required", the screen's reason and a Sign In link to /auth that returns to this
 * screen afterwards (`?next=`, worker/contract/next-path.ts).
 */
import LogIn from "lucide-react/icons/log-in";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { signInPath } from "../../../worker/contract/next-path";
import { Button } from "./button";
import { Card } from "./card";
import { useI18n } from "../../lib/i18n";

/** `children`: why the screen needs a session, already translated, e.g. "You need to be signed in to view your conference pass." */
export function SignInRequired({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  const { pathname, search, hash } = useLocation();
  return (
    <Card className="mx-auto mt-6 grid max-w-md justify-items-center gap-3 p-8 text-center">
      <LogIn className="size-10 text-brand-700 rtl:-scale-x-100" aria-hidden />
      <h1 className="text-xl font-bold text-brand-900">{i18n._("Sign In Required")}</h1>
      <p className="text-slate-600">{children}</p>
      <Button asChild className="mt-2">
        <Link to={signInPath({ next: `${pathname}${search}${hash}` })}>{i18n._("Sign In")}</Link>
      </Button>
    </Card>
  );
}
