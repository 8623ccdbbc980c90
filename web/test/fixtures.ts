/**
 * Record builders for component tests: complete, valid records of the contract's types with
 * fixed values, so a test states only the fields it is about.
 */
import type { RosterPerson } from "../../worker/contract/check-in";
import type { AgendaItem, SessionSpeaker, Speaker } from "../../worker/contract/content";
import type { QnaQuestion } from "../../worker/contract/qna";
import type { User } from "../../worker/contract/user";

/** A delegate (Dana Al-Sayer, id 7 unless overridden); the username follows the email. */
export function userRecord(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? 7;
  const email = overrides.email ?? "dana@example.com";
  return {
    id,
    candidateNumber: id,
    username: email,
    email,
    firstName: "Dana",
    lastName: "Al-Sayer",
    company: "Gulf Energy Partners",
    title: "Lead",
    phone: null,
    countryCode: "+965",
    bio: null,
    linkedinUrl: null,
    profileImage: null,
    expertise: [],
    userType: "delegate",
    isAdmin: false,
    mfaEnabled: false,
    mfaMethods: [],
    secondFactorNeeded: false,
    emailVerified: false,
    passVersion: 1,
    passwordSuspended: false,
    locale: null,
    createdAt: "2025-09-01T00:00:00.000Z",
    ...overrides,
  };
}

/** An unanswered, unarchived question sent on 1 Oct 2025 by Huda Al-Sayer. */
export function questionRecord(id: number, overrides: Partial<QnaQuestion> = {}): QnaQuestion {
  return {
    id,
    question: `Question number ${id}?`,
    answer: null,
    isAnswered: false,
    isArchived: false,
    agendaItemId: null,
    createdAt: "2025-10-01T08:00:00.000Z",
    updatedAt: "2025-10-01T08:00:00.000Z",
    user: { firstName: "Huda", lastName: "Al-Sayer", email: "huda@example.com" },
    isMine: false,
    ...overrides,
  };
}

export function sessionSpeaker(
  id: number,
  name: string,
  surname: string,
  extra: Partial<SessionSpeaker> = {},
): SessionSpeaker {
  return { id, name, surname, company: `${surname} Co`, position: "Partner", photoUrl: null, role: null, ...extra };
}

/** A main-conference session on 13 Oct 2025, 08:00-08:45, in the Grand Ballroom. */
export function agendaItem(id: number, extra: Partial<AgendaItem> = {}): AgendaItem {
  return {
    id,
    title: `Session ${id}`,
    date: "2025-10-13",
    startTime: "08:00",
    endTime: "08:45",
    speakerId: null,
    speaker: null,
    location: "Grand Ballroom",
    description: null,
    titleAr: null,
    locationAr: null,
    descriptionAr: null,
    eventType: "AC2025",
    speakers: [],
    ...extra,
  };
}

/**
 * The opening session's texts in both languages, as an organiser enters them: spread into
 * {@link agendaItem} (`agendaItem(1, { ...OPENING_REMARKS, endTime: "09:00" })`).
 */
export const OPENING_REMARKS = {
  title: "Opening Remarks",
  titleAr: "الكلمة الافتتاحية",
  location: "Main Hall",
  locationAr: "القاعة الرئيسية",
  description: "Welcome by the organisers.",
  descriptionAr: "كلمة ترحيب من المنظمين.",
} as const satisfies Partial<AgendaItem>;

export function speakerRecord(id: number, name: string, surname: string, extra: Partial<Speaker> = {}): Speaker {
  return {
    id,
    name,
    surname,
    company: "Company",
    position: "Position",
    bio: null,
    bioAr: null,
    linkedinUrl: null,
    photoUrl: null,
    expertise: [],
    eventType: "AC2025",
    role: null,
    speakerType: "Speaker",
    displayOrder: id,
    ...extra,
  };
}

/** A person of the check-in roster (Layla Haddad, #07, id 12 unless overridden), admitted to both events at pass version 1. */
export function rosterPerson(overrides: Partial<RosterPerson> = {}): RosterPerson {
  return {
    id: 12,
    candidateNumber: 7,
    firstName: "Layla",
    lastName: "Haddad",
    company: "Gulf Energy Partners",
    userType: "delegate",
    passVersion: 1,
    events: ["AC2025", "GC_POWERLIST"],
    ...overrides,
  };
}
