/**
 * Demo agenda: AC2025 on 13 October 2025 between 08:00 and 12:30 (Kuwait time), and the GC
 * Powerlist evening. Speakers are named "Name Surname" as in the demo speaker workbooks and
 * listed in session order with their role.
 */
import type { EventCode } from "../../worker/contract/event";

export interface DemoSession {
  eventType: EventCode;
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  location: string;
  description: string;
  speakers: Array<{ name: string; role?: string }>;
}

const DATE = "2025-10-13";
const BALLROOM = "Grand Ballroom";
const GC_ROOM = "Al Salhiya Suite";

export const DEMO_AGENDA: DemoSession[] = [
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "08:00",
    endTime: "08:45",
    title: "Registration & Welcome Coffee",
    location: "Ballroom Foyer",
    description:
      "Collect your badge at the registration desks, enjoy coffee and meet fellow delegates before the opening.",
    speakers: [],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "08:45",
    endTime: "09:00",
    title: "Opening Remarks",
    location: BALLROOM,
    description: "Welcome from the organisers and an overview of the morning's programme.",
    speakers: [{ name: "Abdullah Al-Ruwayeh", role: "Host" }],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "09:00",
    endTime: "09:20",
    title: "Keynote: Kuwait's PPP Programme – The Next Decade",
    location: BALLROOM,
    description:
      "The pipeline of power, water, waste and social infrastructure projects, what has changed in the PPP law, and how the state will share risk with private partners.",
    speakers: [{ name: "Nasser Al-Hajri", role: "Keynote" }],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "09:20",
    endTime: "10:10",
    title: "Panel: Kuwait at the Crossroads – Policy, Capital and the Energy Transition",
    location: BALLROOM,
    description:
      "Economists, developers, investors and lenders debate how Kuwait can attract long-term capital into energy and infrastructure while diversifying its economy.",
    speakers: [
      { name: "Fatima Al-Sabah", role: "Moderator" },
      { name: "Khaled Al-Mutairi", role: "Panellist" },
      { name: "Sarah Whitfield", role: "Panellist" },
      { name: "Yousef Al-Ghanim", role: "Panellist" },
    ],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "10:10",
    endTime: "10:30",
    title: "Coffee & Networking Break",
    location: "Ballroom Foyer",
    description: "Coffee and refreshments.",
    speakers: [],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "10:30",
    endTime: "11:20",
    title: "Panel: Delivering Power Projects – Lessons from the Region's IWPPs",
    location: BALLROOM,
    description:
      "From tender to commercial operation: what it takes to deliver independent water and power projects on time, and how contracts, grid planning and export credit make them bankable.",
    speakers: [
      { name: "Omar Al-Fahad", role: "Moderator" },
      { name: "Laila Al-Kandari", role: "Panellist" },
      { name: "James Porter", role: "Panellist" },
      { name: "Hamad Al-Rashed", role: "Panellist" },
    ],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "11:20",
    endTime: "11:45",
    title: "Fireside Chat: Financing Infrastructure – Banks, Sukuk and Export Credit",
    location: BALLROOM,
    description:
      "How local banks, Islamic finance and export-credit agencies can fund the next wave of projects together.",
    speakers: [
      { name: "Reem Al-Saleh", role: "Speaker" },
      { name: "Hamad Al-Rashed", role: "Speaker" },
    ],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "11:45",
    endTime: "12:15",
    title: "Spotlight: Risk Allocation in PPP Contracts",
    location: BALLROOM,
    description:
      "A practical walk through change in law, force majeure, termination and step-in rights in Kuwaiti PPP agreements.",
    speakers: [{ name: "Dana Al-Marzouq", role: "Speaker" }],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "12:15",
    endTime: "12:30",
    title: "Closing Remarks & Networking",
    location: BALLROOM,
    description: "Closing words from the organisers, followed by canapés and networking.",
    speakers: [{ name: "Abdullah Al-Ruwayeh", role: "Host" }],
  },
  {
    eventType: "GC_POWERLIST",
    date: DATE,
    startTime: "18:30",
    endTime: "19:00",
    title: "GC Powerlist Welcome Reception",
    location: GC_ROOM,
    description: "Drinks and introductions for General Counsel and in-house leaders.",
    speakers: [{ name: "Claire Donovan", role: "Host" }],
  },
  {
    eventType: "GC_POWERLIST",
    date: DATE,
    startTime: "19:00",
    endTime: "19:45",
    title: "GC Roundtable: The General Counsel as Strategic Partner",
    location: GC_ROOM,
    description: "How in-house teams earn a seat at the table on strategy, transactions and risk.",
    speakers: [
      { name: "Claire Donovan", role: "Moderator" },
      { name: "Mona Al-Bader", role: "Panellist" },
      { name: "Ahmed Hassan", role: "Panellist" },
      { name: "Hessa Al-Roumi", role: "Panellist" },
    ],
  },
  {
    eventType: "GC_POWERLIST",
    date: DATE,
    startTime: "19:45",
    endTime: "20:30",
    title: "In Conversation: Managing Disputes in Mega-Projects",
    location: GC_ROOM,
    description: "Early warning, escalation and settlement: keeping multi-party construction disputes out of court.",
    speakers: [
      { name: "Tariq Al-Shatti", role: "Speaker" },
      { name: "Mona Al-Bader", role: "Speaker" },
    ],
  },
  {
    eventType: "GC_POWERLIST",
    date: DATE,
    startTime: "20:30",
    endTime: "21:30",
    title: "GC Powerlist Recognition & Dinner",
    location: GC_ROOM,
    description: "Recognition of this year's GC Powerlist honourees, followed by dinner.",
    speakers: [{ name: "Claire Donovan", role: "Host" }],
  },
];
