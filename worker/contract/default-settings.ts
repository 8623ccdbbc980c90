/**
 * The default event settings and the seed merge (docs/data-model.md#event-settings): until an
 * organiser first saves the settings, they are {@link DEFAULT_SETTINGS} with the wrangler var
 * `EVENT_SETTINGS_JSON` merged over them. Kept apart from ./event.ts so the public pages, whose
 * documents always carry the current settings, do not load the defaults.
 */
import type { EventSettings } from "./event";

export const DEFAULT_SETTINGS: EventSettings = {
  brand: "the conference 2025",
  brandAr: "مؤتمر 2025",
  organiser: "ASAR – Al Ruwayeh & Partners",
  organiserAr: "أسار – الرويح وشركاه",
  events: {
    AC2025: {
      code: "AC2025",
      name: "Conference 2025",
      nameAr: "مؤتمر 2025",
      description: "Energy and infrastructure public-private partnerships in Kuwait: policy, projects and finance.",
      descriptionAr:
        "الشراكات بين القطاعين العام والخاص في الطاقة والبنية التحتية في الكويت: السياسات والمشاريع والتمويل.",
      date: "2025-10-13",
      startTime: "08:00",
      endTime: "12:30",
    },
    GC_POWERLIST: {
      code: "GC_POWERLIST",
      name: "GC Powerlist",
      // A name, the same in both languages.
      nameAr: null,
      description: "General Counsel evening sessions and the GC Powerlist recognition.",
      descriptionAr: "جلسات مسائية لكبار المستشارين القانونيين وتكريم قائمة GC Powerlist.",
      date: "2025-10-13",
      startTime: "18:30",
      endTime: "21:30",
    },
  },
  venue: {
    name: "JW Marriott Hotel Kuwait City",
    nameAr: "فندق جي دبليو ماريوت مدينة الكويت",
    address: "Al Shuhada Street, Salhiya Complex",
    addressAr: "شارع الشهداء، مجمع الصالحية",
    city: "Kuwait City",
    cityAr: "مدينة الكويت",
    country: "Kuwait",
    countryAr: "الكويت",
    mapUrl: "",
  },
  wifi: { network: "Conference2025", password: "PPP-Kuwait-2025" },
  helpline: "+96522957700",
  supportEmail: "events@conference2025.com",
  socialPageUrl: "https://www.linkedin.com/company/asar-al-ruwayeh-partners/",
  socialEmbedUrl: "",
  offices: [
    {
      city: "Kuwait",
      cityAr: "الكويت",
      phone: "+96522922700",
      email: "kuwait@conference2025.com",
      address: "Sharq, Jaber Al-Mubarak Street, Kuwait City, Kuwait",
      addressAr: "شرق، شارع جابر المبارك، مدينة الكويت، الكويت",
    },
    {
      city: "Bahrain",
      cityAr: "البحرين",
      phone: "+97317533111",
      email: "bahrain@conference2025.com",
      address: "Bahrain Financial Harbour, West Tower, Manama, Bahrain",
      addressAr: "مرفأ البحرين المالي، البرج الغربي، المنامة، البحرين",
    },
  ],
  hero: {
    tagline: "Energy & Infrastructure PPP Conference",
    taglineAr: "مؤتمر الشراكة بين القطاعين العام والخاص في الطاقة والبنية التحتية",
    headline: "Partnering to Power Kuwait's Next Decade",
    headlineAr: "شراكات تمدّ الكويت بالطاقة في عقدها المقبل",
    lead: "Policymakers, developers, lenders and advisers meet to shape the public-private partnerships behind Kuwait's energy and infrastructure. Free to attend — registration required.",
    leadAr:
      "يلتقي صانعو السياسات والمطوّرون والمموّلون والمستشارون لرسم ملامح الشراكات بين القطاعين العام والخاص التي تقوم عليها مشاريع الطاقة والبنية التحتية في الكويت. الحضور مجاني، والتسجيل مطلوب.",
    welcomeTitle: "Welcome to the conference 2025",
    welcomeTitleAr: "مرحبًا بكم في مؤتمر 2025",
    eventDayTitle: "The conference 2025 is happening today!",
    eventDayTitleAr: "مؤتمر 2025 ينعقد اليوم!",
  },
};

/**
 * `value` (`defaults` with an override merged over it) with the Arabic versions of `defaults` kept
 * only where they still translate: a default `xAr` the override does not set is dropped when the
 * override changed `x`, so an English text an organiser changed before the Arabic fields existed
 * is shown as entered rather than beside a translation of the text it replaced.
 */
function keepArabicDefaults<T extends object>(value: T, defaults: T, override: Partial<T> | undefined): T {
  const merged = { ...value } as Record<string, unknown>;
  const base = defaults as Record<string, unknown>;
  for (const key of Object.keys(base)) {
    const english = key.slice(0, -2);
    if (key.endsWith("Ar") && !(override && key in override) && merged[english] !== base[english]) delete merged[key];
  }
  return merged as T;
}

/**
 * The event settings with an override: `overrideJson` is a partial {@link EventSettings} as JSON
 * (the wrangler var `EVENT_SETTINGS_JSON` that seeds the first load, or a stored document),
 * merged over {@link DEFAULT_SETTINGS} per top-level key, and per key inside each event, the
 * venue, the Wi-Fi and the hero texts (so `{"events":{"AC2025":{"date":"2026-10-12"}}}` moves one
 * date and keeps the rest, and a document saved before a key existed gets its default). The
 * Arabic versions' defaults (`nameAr`, `taglineAr`, ...) translate the English defaults, so each
 * is kept only while its English text is the default one (else the English is shown); an office
 * takes those of the default office of the same city. Empty or undefined keeps the defaults.
 * @throws SyntaxError when `overrideJson` is not valid JSON (a deploy-time mistake).
 */
export function mergeEventSettings(overrideJson: string | undefined): EventSettings {
  if (!overrideJson) return DEFAULT_SETTINGS;
  const override = JSON.parse(overrideJson) as Partial<EventSettings>;
  /** One part of the settings: its defaults with the override's keys merged over them. */
  const part = <T extends object>(defaults: T, own: Partial<T> | undefined): T =>
    keepArabicDefaults({ ...defaults, ...own }, defaults, own);
  return {
    ...part(DEFAULT_SETTINGS, override),
    events: {
      AC2025: part(DEFAULT_SETTINGS.events.AC2025, override.events?.AC2025),
      GC_POWERLIST: part(DEFAULT_SETTINGS.events.GC_POWERLIST, override.events?.GC_POWERLIST),
    },
    venue: part(DEFAULT_SETTINGS.venue, override.venue),
    wifi: { ...DEFAULT_SETTINGS.wifi, ...override.wifi },
    offices: override.offices
      ? override.offices.map((office) =>
          part(DEFAULT_SETTINGS.offices.find((own) => own.city === office.city) ?? office, office),
        )
      : DEFAULT_SETTINGS.offices,
    hero: part(DEFAULT_SETTINGS.hero, override.hero),
  };
}
