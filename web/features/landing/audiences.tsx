/**
 * "Who Should Attend?" (docs/product.md#landing-page): one card per audience named in docs/product.md#events-and-audiences.
 */
import type { LucideIcon } from "lucide-react";
import Banknote from "lucide-react/icons/banknote";
import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import Factory from "lucide-react/icons/factory";
import Landmark from "lucide-react/icons/landmark";
import Scale from "lucide-react/icons/scale";
import TrendingUp from "lucide-react/icons/trending-up";
import { useI18n } from "../../lib/i18n";

/** The six audiences of docs/product.md#events-and-audiences, in its order (translated where shown). */
const AUDIENCES: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: /*i18n*/ "Government & Policymakers",
    text: /*i18n*/ "Ministries, regulators and PPP authorities shaping the framework for private investment.",
    icon: Landmark,
  },
  {
    title: /*i18n*/ "Energy & Infrastructure Developers",
    text: /*i18n*/ "Sponsors and operators of power, water, waste and social infrastructure projects.",
    icon: Factory,
  },
  {
    title: /*i18n*/ "Banks, Financial Institutions & Investors",
    text: /*i18n*/ "Lenders, Islamic finance houses, funds and export-credit agencies funding the pipeline.",
    icon: Banknote,
  },
  {
    title: /*i18n*/ "Project Finance Specialists",
    text: /*i18n*/ "Structurers and analysts making long-term projects bankable.",
    icon: TrendingUp,
  },
  {
    title: /*i18n*/ "Legal, Advisory & Consulting Professionals",
    text: /*i18n*/ "Lawyers, technical and financial advisers guiding tenders, contracts and risk allocation.",
    icon: Scale,
  },
  {
    title: /*i18n*/ "Corporate Leaders",
    text: /*i18n*/ "Executives and in-house counsel whose strategies depend on the region's infrastructure.",
    icon: BriefcaseBusiness,
  },
];

export function Audiences() {
  const i18n = useI18n();
  return (
    <section aria-labelledby="audiences-title" className="bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14">
        <h2 id="audiences-title" className="text-center text-3xl font-bold text-slate-900">
          {i18n._("Who Should Attend?")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AUDIENCES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-700 text-white">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{i18n._(title)}</h3>
              <p className="text-sm text-slate-700">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
