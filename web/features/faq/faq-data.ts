/**
 * The built-in FAQ (docs/product.md#faq-page; docs/data-model.md#faq-entry; docs/data-model.md#list-sizes),
 * written from the documented content facts and the event settings. One module feeds the FAQ page
 * and the dashboard preview.
 */
import { formatPhone, venueLine, type EventSettings } from "../../../worker/contract/event";
import { formatLongDate, formatTime12h } from "../../../worker/contract/time";

/** The seven categories, in display order (docs/product.md#route-map). */
export const FAQ_CATEGORIES = [
  "General Information",
  "Registration",
  "Program & Speakers",
  "Venue & Logistics",
  "On-site Experience",
  "Technology & App",
  "Accessibility & Support",
] as const;
type FaqCategory = (typeof FAQ_CATEGORIES)[number];

interface FaqEntry {
  id: number;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** The 19 entries, in display order, with the facts of `settings` (the current event settings). */
export function faqEntries(settings: EventSettings): readonly FaqEntry[] {
  const main = settings.events.AC2025;
  const gc = settings.events.GC_POWERLIST;
  const venue = venueLine(settings.venue);
  const mainDate = formatLongDate(main.date);
  const mainTimes = `${formatTime12h(main.startTime)} to ${formatTime12h(main.endTime)}`;
  return [
    {
      id: 1,
      category: "General Information",
      question: `What is ${main.name}?`,
      answer:
        `${main.name} is a half-day conference on energy and infrastructure public-private partnerships in Kuwait, ` +
        `organised by ${settings.organiser}. It takes place on ${mainDate}, from ${mainTimes} (Kuwait time), at ${venue}. ` +
        "Government officials, developers, investors, lenders and advisers meet to discuss policy, the project pipeline, " +
        "financing structures and the lessons learned from recent transactions in the region.",
    },
    {
      id: 2,
      category: "General Information",
      question: "Who should attend?",
      answer:
        "The conference is designed for government and policymakers; energy and infrastructure developers; banks, " +
        "financial institutions and investors; project finance specialists; legal, advisory and consulting professionals; " +
        "and corporate leaders.",
    },
    {
      id: 3,
      category: "General Information",
      question: "Is there a fee to attend?",
      answer: "No. Attendance is free of charge, but registration is required.",
    },
    {
      id: 4,
      category: "Registration",
      question: "How do I register?",
      answer:
        "Register on this website with your name, email address, company and job title. Your email address is also your " +
        "username, and you are signed in to the app as soon as your registration is complete.",
    },
    {
      id: 5,
      category: "Registration",
      question: "Can I transfer my registration to a colleague?",
      answer: `Yes. Registrations can be transferred by informing the organisers in advance at ${settings.supportEmail}.`,
    },
    {
      id: 6,
      category: "Registration",
      question: "What do I need to bring on the day?",
      answer:
        "Bring your digital conference pass: open My Pass in the app to show its QR code, or download it as a PDF. " +
        "The registration team will scan it at the desk.",
    },
    {
      id: 7,
      category: "Program & Speakers",
      question: "Where can I find the agenda?",
      answer:
        "The full agenda is in the app under Agenda, with every session's time, speakers and description. All times are Kuwait time (UTC+3).",
    },
    {
      id: 8,
      category: "Program & Speakers",
      question: "Where can I read about the speakers?",
      answer:
        "Open Speakers in the app to see every speaker's company, position, biography and the sessions they take part in.",
    },
    {
      id: 9,
      category: "Program & Speakers",
      question: `What is the ${gc.name}?`,
      answer: `The ${gc.name} is the programme's evening General Counsel event, held on ${formatLongDate(gc.date)} from ${formatTime12h(gc.startTime)} to ${formatTime12h(gc.endTime)}.`,
    },
    {
      id: 10,
      category: "Venue & Logistics",
      question: "Where is the venue?",
      answer: `The conference takes place at ${venue}. The hotel is located inside a shopping mall.`,
    },
    {
      id: 11,
      category: "Venue & Logistics",
      question: "Is parking available?",
      answer:
        "Yes, there are three options: valet parking (a fee applies), the hotel's self-parking, and the mall's parking.",
    },
    {
      id: 12,
      category: "Venue & Logistics",
      question: "What time do registration desks open?",
      answer:
        "Registration desks open at 8:00 am. We recommend arriving early to collect your badge before the opening session.",
    },
    {
      id: 13,
      category: "On-site Experience",
      question: "Will food and refreshments be served?",
      answer:
        "Coffee and refreshments are served during the breaks, and canapés are served at the closing networking session.",
    },
    {
      id: 14,
      category: "On-site Experience",
      question: "What is the dress code?",
      answer: "Business attire is expected.",
    },
    {
      id: 15,
      category: "On-site Experience",
      question: "Is WiFi available at the venue?",
      answer: `Yes. Connect to the network "${settings.wifi.network}" with the password "${settings.wifi.password}".`,
    },
    {
      id: 16,
      category: "Technology & App",
      question: "What can I do in the conference app?",
      answer:
        "The app gives you the agenda, speaker biographies, live Q&A with the organisers, your digital conference pass " +
        "and networking with other participants.",
    },
    {
      id: 17,
      category: "Technology & App",
      question: "How do I access the app?",
      answer:
        "Access instructions are emailed to registered participants. Sign in with the email address and password you registered with.",
    },
    {
      id: 18,
      category: "Accessibility & Support",
      question: "Is the venue accessible?",
      answer: `Yes, the venue is fully accessible. If you have specific requirements, let us know in advance at ${settings.supportEmail}.`,
    },
    {
      id: 19,
      category: "Accessibility & Support",
      question: "Who can I contact for help?",
      answer: `Email ${settings.supportEmail} or call the support helpline on ${formatPhone(settings.helpline)}.`,
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
