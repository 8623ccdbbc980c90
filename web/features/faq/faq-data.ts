/**
 * The built-in FAQ (docs/product.md#faq-page; docs/data-model.md#faq-entry; docs/data-model.md#list-sizes),
 * written from the documented content facts and the event settings, in the language of the
 * {@link I18n} given (docs/i18n.md). One module feeds the FAQ page and the dashboard preview.
 */
import { formatPhone, venueLine, type EventSettings } from "../../../worker/contract/event";
import { createI18n, type I18n } from "../../../worker/contract/i18n";
import { formatLongDate, formatTime12h } from "../../../worker/contract/time";

/** The seven categories, in display order (docs/product.md#route-map); marked, shown through `i18n._(category)`. */
export const FAQ_CATEGORIES = [
  /*i18n*/ "General Information",
  /*i18n*/ "Registration",
  /*i18n*/ "Program & Speakers",
  /*i18n*/ "Venue & Logistics",
  /*i18n*/ "On-site Experience",
  /*i18n*/ "Technology & App",
  /*i18n*/ "Accessibility & Support",
] as const;
type FaqCategory = (typeof FAQ_CATEGORIES)[number];

interface FaqEntry {
  id: number;
  /** The English category (one of {@link FAQ_CATEGORIES}), translated where it is shown. */
  category: FaqCategory;
  /** The question and its answer, already written in the language of the `i18n` given. */
  question: string;
  answer: string;
}

/**
 * The 19 entries, in display order, with the facts of `settings` (the current event settings),
 * written by `i18n` (English by default). In Arabic each value from the settings is a Unicode
 * isolate (UAX #9: FSI or LRI ... PDI), so Latin names, addresses and phone numbers keep their
 * own order inside right-to-left text.
 */
export function faqEntries(settings: EventSettings, i18n: I18n = createI18n("en")): readonly FaqEntry[] {
  const { locale } = i18n;
  const rtl = locale === "ar";
  /** A name or address: its own direction, from its first strong letter. */
  const data = (text: string) => (rtl ? `\u2068${text}\u2069` : text);
  /** An email, phone number or password: always left to right. */
  const code = (text: string) => (rtl ? `\u2066${text}\u2069` : text);
  const main = settings.events.AC2025;
  const gc = settings.events.GC_POWERLIST;
  const venue = data(venueLine(settings.venue));
  const email = code(settings.supportEmail);
  return [
    {
      id: 1,
      category: "General Information",
      question: i18n._("What is {event}?", { event: data(main.name) }),
      answer: i18n._(
        "{event} is a half-day conference on energy and infrastructure public-private partnerships in Kuwait, organised by {organiser}. It takes place on {date}, from {start} to {end} (Kuwait time), at {venue}. Government officials, developers, investors, lenders and advisers meet to discuss policy, the project pipeline, financing structures and the lessons learned from recent transactions in the region.",
        {
          event: data(main.name),
          organiser: data(settings.organiser),
          date: formatLongDate(main.date, locale),
          start: formatTime12h(main.startTime, locale),
          end: formatTime12h(main.endTime, locale),
          venue,
        },
      ),
    },
    {
      id: 2,
      category: "General Information",
      question: i18n._("Who should attend?"),
      answer: i18n._(
        "The conference is designed for government and policymakers; energy and infrastructure developers; banks, financial institutions and investors; project finance specialists; legal, advisory and consulting professionals; and corporate leaders.",
      ),
    },
    {
      id: 3,
      category: "General Information",
      question: i18n._("Is there a fee to attend?"),
      answer: i18n._("No. Attendance is free of charge, but registration is required."),
    },
    {
      id: 4,
      category: "Registration",
      question: i18n._("How do I register?"),
      answer: i18n._(
        "Register on this website with your name, email address, company and job title. Your email address is also your username, and you are signed in to the app as soon as your registration is complete.",
      ),
    },
    {
      id: 5,
      category: "Registration",
      question: i18n._("Can I transfer my registration to a colleague?"),
      answer: i18n._("Yes. Registrations can be transferred by informing the organisers in advance at {email}.", {
        email,
      }),
    },
    {
      id: 6,
      category: "Registration",
      question: i18n._("What do I need to bring on the day?"),
      answer: i18n._(
        "Bring your digital conference pass: open My Pass in the app to show its QR code, or download it as a PDF. The registration team will scan it at the desk.",
      ),
    },
    {
      id: 7,
      category: "Program & Speakers",
      question: i18n._("Where can I find the agenda?"),
      answer: i18n._(
        "The full agenda is in the app under Agenda, with every session's time, speakers and description. All times are Kuwait time (UTC+3).",
      ),
    },
    {
      id: 8,
      category: "Program & Speakers",
      question: i18n._("Where can I read about the speakers?"),
      answer: i18n._(
        "Open Speakers in the app to see every speaker's company, position, biography and the sessions they take part in.",
      ),
    },
    {
      id: 9,
      category: "Program & Speakers",
      question: i18n._("What is the {event}?", { event: data(gc.name) }),
      answer: i18n._(
        "The {event} is the programme's evening General Counsel event, held on {date} from {start} to {end}.",
        {
          event: data(gc.name),
          date: formatLongDate(gc.date, locale),
          start: formatTime12h(gc.startTime, locale),
          end: formatTime12h(gc.endTime, locale),
        },
      ),
    },
    {
      id: 10,
      category: "Venue & Logistics",
      question: i18n._("Where is the venue?"),
      answer: i18n._("The conference takes place at {venue}. The hotel is located inside a shopping mall.", { venue }),
    },
    {
      id: 11,
      category: "Venue & Logistics",
      question: i18n._("Is parking available?"),
      answer: i18n._(
        "Yes, there are three options: valet parking (a fee applies), the hotel's self-parking, and the mall's parking.",
      ),
    },
    {
      id: 12,
      category: "Venue & Logistics",
      question: i18n._("What time do registration desks open?"),
      answer: i18n._(
        "Registration desks open at 8:00 am. We recommend arriving early to collect your badge before the opening session.",
      ),
    },
    {
      id: 13,
      category: "On-site Experience",
      question: i18n._("Will food and refreshments be served?"),
      answer: i18n._(
        "Coffee and refreshments are served during the breaks, and canapés are served at the closing networking session.",
      ),
    },
    {
      id: 14,
      category: "On-site Experience",
      question: i18n._("What is the dress code?"),
      answer: i18n._("Business attire is expected."),
    },
    {
      id: 15,
      category: "On-site Experience",
      question: i18n._("Is WiFi available at the venue?"),
      answer: i18n._('Yes. Connect to the network "{network}" with the password "{password}".', {
        network: code(settings.wifi.network),
        password: code(settings.wifi.password),
      }),
    },
    {
      id: 16,
      category: "Technology & App",
      question: i18n._("What can I do in the conference app?"),
      answer: i18n._(
        "The app gives you the agenda, speaker biographies, live Q&A with the organisers, your digital conference pass and networking with other participants.",
      ),
    },
    {
      id: 17,
      category: "Technology & App",
      question: i18n._("How do I access the app?"),
      answer: i18n._(
        "Access instructions are emailed to registered participants. Sign in with the email address and password you registered with.",
      ),
    },
    {
      id: 18,
      category: "Accessibility & Support",
      question: i18n._("Is the venue accessible?"),
      answer: i18n._(
        "Yes, the venue is fully accessible. If you have specific requirements, let us know in advance at {email}.",
        { email },
      ),
    },
    {
      id: 19,
      category: "Accessibility & Support",
      question: i18n._("Who can I contact for help?"),
      answer: i18n._("Email {email} or call the support helpline on {phone}.", {
        email,
        phone: code(formatPhone(settings.helpline)),
      }),
    },
  ];
}

/**
 * The first `maxWords` words of `text`, with "..." when words were dropped (docs/data-model.md#list-sizes
 * preview is cut at 45 words).
 */
export function truncateWords(text: string, maxWords: number): string {
  const words = text.trim().split(/\s+/);
  return words.length <= maxWords ? text.trim() : `${words.slice(0, maxWords).join(" ")}...`;
}
