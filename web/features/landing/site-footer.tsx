/**
 * Landing page footer (docs/product.md#route-map): the Kuwait and Bahrain offices (phone, email, address), social
 * links and copyright, from the event settings.
 */
import { Globe, Mail, MapPin, Phone } from "lucide-react";
import { formatPhone } from "../../../worker/contract/event";
import { useEventSettings } from "../../lib/event-settings";

export function SiteFooter() {
  const settings = useEventSettings();
  return (
    <footer className="surface-dark bg-brand-950 text-white/85">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        {settings.offices.map((office) => (
          <address key={office.city} className="grid content-start gap-3 not-italic">
            <h2 className="text-lg font-semibold text-white">{office.city} Office</h2>
            <a
              href={`tel:${office.phone}`}
              className="inline-flex min-h-6 items-center gap-2 hover:text-white hover:underline"
            >
              <Phone className="size-4 text-accent-400" aria-hidden />
              {formatPhone(office.phone)}
            </a>
            <a
              href={`mailto:${office.email}`}
              className="inline-flex min-h-6 items-center gap-2 hover:text-white hover:underline"
            >
              <Mail className="size-4 text-accent-400" aria-hidden />
              {office.email}
            </a>
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden />
              {office.address}
            </p>
          </address>
        ))}
        <div className="grid content-start gap-3">
          <h2 className="text-lg font-semibold text-white">Follow Us</h2>
          <ul className="grid gap-2">
            <li>
              <a
                href={settings.socialPageUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="LinkedIn (opens in a new tab)"
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
                {settings.supportEmail}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-5 text-center text-sm text-white/70">
        © {settings.events.AC2025.date.slice(0, 4)} {settings.organiser}. All rights reserved.
      </p>
    </footer>
  );
}
