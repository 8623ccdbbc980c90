/**
 * Landing page footer (docs/product.md#route-map): the Kuwait and Bahrain offices (phone, email, address), social
 * links and copyright, from the event settings.
 */
import Globe from "lucide-react/icons/globe";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { formatPhone } from "../../../worker/contract/event";
import { useEventSettings } from "../../lib/event-settings";
import { rich, useI18n } from "../../lib/i18n";

export function SiteFooter() {
  const i18n = useI18n();
  const settings = useEventSettings();
  return (
    <footer className="surface-dark bg-brand-950 text-white/85">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        {settings.offices.map((office) => (
          <address key={office.city} className="grid content-start gap-3 not-italic">
            <h2 className="text-lg font-semibold text-white">
              {rich(i18n._("<0>{city}</0> Office", { city: office.city }), [<bdi key="city" />])}
            </h2>
            <a
              href={`tel:${office.phone}`}
              className="inline-flex min-h-6 items-center gap-2 hover:text-white hover:underline"
            >
              <Phone className="size-4 text-accent-400" aria-hidden />
              <span dir="ltr">{formatPhone(office.phone)}</span>
            </a>
            <a
              href={`mailto:${office.email}`}
              className="inline-flex min-h-6 items-center gap-2 hover:text-white hover:underline"
            >
              <Mail className="size-4 text-accent-400" aria-hidden />
              <span dir="ltr">{office.email}</span>
            </a>
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden />
              <bdi>{office.address}</bdi>
            </p>
          </address>
        ))}
        <div className="grid content-start gap-3">
          <h2 className="text-lg font-semibold text-white">{i18n._("Follow Us")}</h2>
          <ul className="grid gap-2">
            <li>
              <a
                href={settings.socialPageUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={i18n._("LinkedIn (opens in a new tab)")}
                className="inline-flex min-h-6 items-center gap-2 hover:text-white hover:underline"
              >
                <Globe className="size-4 text-accent-400" aria-hidden />
                LinkedIn
              </a>
            </li>
            <li>
              <a
                href={`mailto:${settings.supportEmail}`}
                className="inline-flex min-h-6 items-center gap-2 hover:text-white hover:underline"
              >
                <Mail className="size-4 text-accent-400" aria-hidden />
                <span dir="ltr">{settings.supportEmail}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-5 text-center text-sm text-white/70">
        {rich(
          i18n._("© {year} <0>{organiser}</0>. All rights reserved.", {
            year: settings.events.AC2025.date.slice(0, 4),
            organiser: settings.organiser,
          }),
          [<bdi key="organiser" />],
        )}
      </p>
    </footer>
  );
}
