/**
 * What each email says (docs/messages.md#emails), and whether it is essential.
 *
 * Essential (transactional) mail is account or organiser mail the recipient cannot do without:
 * registration_confirmation (verifies the address), password_reset, delegate_welcome (an
 * imported delegate's account mail: it carries their only one-time login link, and they never
 * chose a password), login_link (a sign-in link the account's owner asked for) and the organiser
 * notifications (question_notification,
 * enquiry_notification). It carries no List-Unsubscribe and is sent whatever the address's
 * state: unsubscribing (docs/product.md#unsubscribe-page: "conference emails") does not stop it, and
 * neither does an email_suppressions row (a hard bounce or complaint). The consumer checks
 * neither for essential mail (worker/email/consumer.ts, services/email-suppressions.ts): a
 * suppression can be stale (the mailbox was re-created) and locking someone out of their account
 * costs more than one more message to a dead address; the provider refuses addresses on its own
 * suppression list permanently (E_RECIPIENT_SUPPRESSED), which the consumer logs without retrying.
 *
 * Non-essential ("conference emails"): enquiry_acknowledgement (a courtesy copy) and announcement
 * (an organiser's announcement, docs/live-room.md#announcements). They honour
 * unsubscribes and suppressions and carries RFC 8058 one-click headers.
 *
 * A template that needs a one-time link names its kind; the consumer mints the token and passes
 * the finished URL in (messages on the queue never carry secrets).
 */
import type { I18n } from "../contract/i18n";
import type { ServerSettings } from "../settings";
import type { EmailBody } from "./body";
import type { EmailMessage, EmailType } from "./messages";

/**
 * A one-time link the consumer mints: a login link (/auth?token=), a sign-in link someone asked
 * for (the same, capped per address and hour: worker/email/links.ts) or a reset link
 * (/reset-password?token=).
 */
export type LinkKind = "login" | "sign-in" | "reset";

interface TemplateContext {
  settings: ServerSettings;
  /** The minted one-time link, when the template asks for one; otherwise "". */
  link: string;
  /** Writes the recipient's language (English for the organisers' notifications: compose.ts). */
  i18n: I18n;
}

export interface EmailTemplate<M extends EmailMessage> {
  /**
   * True for transactional mail: sent to unsubscribed and suppressed addresses alike, without
   * List-Unsubscribe. False: skipped for those addresses, with RFC 8058 one-click headers.
   */
  essential: boolean;
  link: LinkKind | null;
  /** The subject in `i18n`'s language. */
  subject(message: M, settings: ServerSettings, i18n: I18n): string;
  body(message: M, context: TemplateContext): EmailBody;
  /** Reply-To, e.g. the enquirer for organiser notifications. */
  replyTo?(message: M): string;
}

type Templates = { [T in EmailType]: EmailTemplate<Extract<EmailMessage, { type: T }>> };

const eventName = (settings: ServerSettings) => settings.event.events.AC2025.name;

export const TEMPLATES: Templates = {
  registration_confirmation: {
    essential: true,
    link: "login",
    subject: (_m, settings, i18n) =>
      i18n._("Your registration for {event} is confirmed", { event: eventName(settings) }),
    body: ({ data }, { settings, link, i18n }) => ({
      preheader: i18n._("Please confirm your email address."),
      heading: i18n._("Welcome, {firstName}!", { firstName: data.firstName }),
      blocks: [
        {
          kind: "paragraph",
          text: i18n._("Thank you for registering for {event}. Your place is confirmed.", {
            event: eventName(settings),
          }),
        },
        {
          kind: "paragraph",
          text: i18n._(
            "Please confirm your email address with the button below. It also signs you in to the conference app, where you will find the agenda, the speakers and your digital pass.",
          ),
        },
        {
          kind: "paragraph",
          text: i18n._(
            "For your security, confirming asks you to type your password once more, or to choose a new one: until then the password given at registration does not work, so nobody who registered with your address before you keeps a way in.",
          ),
        },
        { kind: "button", label: i18n._("Confirm my email address"), url: link },
        {
          kind: "note",
          text: i18n._(
            "This link works once and expires in 7 days. If you did not register, you can ignore this email.",
          ),
        },
      ],
    }),
  },
  password_reset: {
    essential: true,
    link: "reset",
    subject: (_m, settings, i18n) => i18n._("Reset your {event} password", { event: eventName(settings) }),
    body: ({ data }, { link, i18n }) => ({
      preheader: i18n._("Use this link within 1 hour to choose a new password."),
      heading: i18n._("Reset your password"),
      blocks: [
        { kind: "paragraph", text: i18n._("Dear {firstName},", { firstName: data.firstName }) },
        {
          kind: "paragraph",
          text: i18n._("We received a request to reset the password of your account. Choose a new password here:"),
        },
        { kind: "button", label: i18n._("Reset my password"), url: link },
        {
          kind: "note",
          text: i18n._(
            "This link works once and expires in 1 hour. If you did not ask for a reset, ignore this email: your password stays the same.",
          ),
        },
      ],
    }),
  },
  delegate_welcome: {
    essential: true,
    link: "login",
    subject: (_m, settings, i18n) =>
      i18n._("Welcome to {event}: your delegate account is ready", { event: eventName(settings) }),
    body: ({ data }, { settings, link, i18n }) => ({
      preheader: i18n._("Open the conference app with your personal link."),
      heading: i18n._("Welcome, {firstName}!", { firstName: data.firstName }),
      blocks: [
        {
          kind: "paragraph",
          text: i18n._(
            "The organisers have registered you as a delegate of {event}. Your account in the conference app is ready: the agenda, the speakers, live Q&A and your digital pass are one tap away.",
            { event: eventName(settings) },
          ),
        },
        { kind: "button", label: i18n._("Open the conference app"), url: link },
        {
          kind: "note",
          text: i18n._(
            "This link signs you in once and expires in 7 days. Afterwards, sign in with this email address; if you do not know your password, choose Reset Password on the sign-in page.",
          ),
        },
      ],
    }),
  },
  login_link: {
    essential: true,
    link: "sign-in",
    subject: (_m, settings, i18n) => i18n._("Your sign-in link for {event}", { event: eventName(settings) }),
    body: ({ data }, { link, i18n }) => ({
      preheader: i18n._("Sign in to the conference app with one tap."),
      heading: i18n._("Your sign-in link"),
      blocks: [
        { kind: "paragraph", text: i18n._("Dear {firstName},", { firstName: data.firstName }) },
        {
          kind: "paragraph",
          text: i18n._(
            "Someone asked for a link to sign in to your conference account. If it was you, use the button below: no password needed.",
          ),
        },
        { kind: "button", label: i18n._("Sign me in"), url: link },
        {
          kind: "note",
          text: i18n._(
            "This link works once and expires in 7 days. If you did not ask for it, ignore this email: nobody can use it without access to your mailbox.",
          ),
        },
      ],
    }),
  },
  // The organisers' notifications are written in English (docs/messages.md#emails).
  question_notification: {
    essential: true,
    link: null,
    subject: ({ data }) => `New question from ${data.askedBy}`,
    body: ({ data }, { settings }) => ({
      preheader: data.question.slice(0, 90),
      heading: "A delegate submitted a question",
      blocks: [
        {
          kind: "details",
          rows: [
            ["Asked by", data.askedBy],
            ["Email", data.askedByEmail],
            ["Question number", String(data.questionId)],
          ],
        },
        { kind: "quote", label: "Question", text: data.question },
        { kind: "button", label: "Moderate questions", url: `${settings.publicOrigin}/app/admin/qna` },
      ],
    }),
    replyTo: ({ data }) => data.askedByEmail,
  },
  enquiry_notification: {
    essential: true,
    link: null,
    subject: ({ data }) => `New enquiry from ${data.firstName} ${data.lastName}`,
    body: ({ data }) => ({
      preheader: data.message.slice(0, 90),
      heading: "A delegate sent an enquiry",
      blocks: [
        {
          kind: "details",
          rows: [
            ["Name", `${data.firstName} ${data.lastName}`],
            ["Email", data.email],
            ["Company", data.company],
            ["Job Title", data.title],
            ["Phone", data.phone],
            ["LinkedIn", data.linkedinUrl],
            ["Service", data.serviceType],
            ["Enquiry number", String(data.enquiryId)],
          ],
        },
        { kind: "quote", label: "Message", text: data.message },
        { kind: "note", text: "Reply to this email to answer the delegate directly." },
      ],
    }),
    replyTo: ({ data }) => data.email,
  },
  enquiry_acknowledgement: {
    essential: false,
    link: null,
    subject: (_m, settings, i18n) => i18n._("We received your enquiry about {event}", { event: eventName(settings) }),
    body: ({ data }, { settings, i18n }) => ({
      preheader: i18n._("Thank you for contacting us."),
      heading: i18n._("Thank you, {firstName}", { firstName: data.firstName }),
      blocks: [
        {
          kind: "paragraph",
          text: i18n._(
            "Your enquiry has been submitted successfully to the organisers of {event}. We will contact you shortly.",
            { event: eventName(settings) },
          ),
        },
        {
          kind: "paragraph",
          text: i18n._("If anything is urgent, write to {supportEmail}.", {
            supportEmail: settings.event.supportEmail,
          }),
        },
      ],
    }),
  },
  announcement: {
    essential: false,
    link: null,
    subject: ({ data }) => data.title,
    body: ({ data }, { settings, i18n }) => ({
      preheader: data.body.slice(0, 90),
      heading: data.title,
      blocks: [
        { kind: "paragraph", text: i18n._("Dear {firstName},", { firstName: data.firstName }) },
        // Plain text: each paragraph (lines apart by a blank line) is one block, escaped as every block.
        ...data.body.split(/\r?\n\s*\n/).map((text) => ({ kind: "paragraph" as const, text: text.trim() })),
        { kind: "button", label: i18n._("Open the conference app"), url: `${settings.publicOrigin}/app` },
      ],
    }),
  },
};
