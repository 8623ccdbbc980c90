/** The landing page's gallery image (docs/product.md#route-map): a light SVG illustration, loaded lazily. */
import { useI18n } from "../../lib/i18n";

export function Gallery() {
  const i18n = useI18n();
  return (
    <section aria-labelledby="gallery-title" className="bg-white">
      <figure className="mx-auto grid max-w-6xl gap-4 px-4 py-14">
        <h2 id="gallery-title" className="text-3xl font-bold text-slate-900">
          {i18n._("Gallery")}
        </h2>
        <img
          src="/images/gallery.svg"
          alt={i18n._("Illustration of a conference hall: a speaker on stage in front of a panel and an audience")}
          width={1200}
          height={600}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl bg-brand-100"
        />
        <figcaption className="text-sm text-slate-600">
          {i18n._(
            "Policy, capital and projects on one stage: the conference brings the region's PPP community together.",
          )}
        </figcaption>
      </figure>
    </section>
  );
}
