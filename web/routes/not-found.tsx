/** Not-found page (docs/product.md#route-map: "404 Page Not Found" and a developer-style hint). */
import { Link, useLocation } from "react-router";
import { Button } from "../components/ui/button";
import { rich, useI18n } from "../lib/i18n";
import { usePageTitle } from "../lib/use-page-title";

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const i18n = useI18n();
  usePageTitle(i18n._("404 Page Not Found"));
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{i18n._("404 Page Not Found")}</h1>
        <p className="mt-3 text-sm text-slate-700">
          {rich(
            i18n._("Did you forget to add the page to the router? No route matches <0>{pathname}</0>.", { pathname }),
            [<code key="path" dir="ltr" className="rounded bg-slate-100 px-1 py-0.5 text-slate-900" />],
          )}
        </p>
        <Button asChild className="mt-6">
          <Link to="/">{i18n._("Back to Home")}</Link>
        </Button>
      </div>
    </main>
  );
}
