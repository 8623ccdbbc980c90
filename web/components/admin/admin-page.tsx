/** The frame of every admin screen: title, optional description and actions, then the content. */
import type { ReactNode } from "react";
import { usePageTitle } from "../../lib/use-page-title";
import { AdminOnly } from "./admin-only";

interface AdminPageProps {
  /** The screen's title, already in the page's language (`i18n._("Speaker Management")`). */
  title: string;
  description?: ReactNode;
  /** Controls at the end of the title row (under the title on a phone), laid out by the screen. */
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  usePageTitle(title);
  return (
    <AdminOnly>
      {/* One column no wider than the screen: a wide table scrolls in its own box, not the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {/* Top-aligned: what appears under the actions (an export's progress) never moves them. */}
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
            {description && <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p>}
          </div>
          {actions}
        </header>
        {children}
      </div>
    </AdminOnly>
  );
}
