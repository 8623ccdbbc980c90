/**
 * 10,000 delegates for the scale checks (`npm run seed:scale`, `npm run bench:scale`): Kuwaiti
 * and Gulf names (one in ten written in Arabic), companies and job titles of the region, every
 * account admitted to both events (docs/product.md#door-check-in), about a third checked in at
 * AC2025 and a tenth at GC Powerlist, and one in twenty with a Q&A question.
 *
 * Rows go in as multi-row INSERT statements of at most {@link MAX_BOUND_PARAMETERS} bound
 * parameters each (D1's limit per statement: https://developers.cloudflare.com/d1/platform/limits/),
 * sent in batches. The generator is seeded, so the same count gives the same people.
 *
 * Passwords: every seeded account shares ONE PBKDF2 hash of {@link SCALE_PASSWORD}, computed once
 * per run with the Worker's own hashPassword (100,000 iterations, docs/decisions/0004-pbkdf2-at-the-workers-ceiling.md).
 * Hashing 10,000 passwords at that cost would take minutes; a shared hash is fine for local data
 * and still signs in with the real password check.
 */
import { hashPassword } from "../../worker/services/password";
import { reserveCandidateNumbers } from "../../worker/services/candidate-numbers";
import { createDb } from "../../worker/db";

/** The D1 binding (worker types are not global in db/). */
type D1 = Parameters<typeof createDb>[0];

/** D1's bound-parameter limit per statement. */
const MAX_BOUND_PARAMETERS = 100;
/** Statements per D1 batch call. */
const STATEMENTS_PER_BATCH = 100;
/** Addresses of seeded people end with this (RFC 2606 reserved domain), which also marks a database as seeded. */
export const SCALE_EMAIL_DOMAIN = "scale.example.com";
/** The password of every seeded account (a local-only dataset). */
const SCALE_PASSWORD = "Gulf-Delegate-2025";

const FIRST_NAMES = [
  "Abdullah",
  "Ahmad",
  "Ali",
  "Bader",
  "Dawood",
  "Fahad",
  "Faisal",
  "Hamad",
  "Hussain",
  "Jassim",
  "Khaled",
  "Mishal",
  "Mohammad",
  "Nasser",
  "Omar",
  "Saad",
  "Salem",
  "Sulaiman",
  "Talal",
  "Yousef",
  "Zaid",
  "Abeer",
  "Amal",
  "Dana",
  "Fatma",
  "Ghadeer",
  "Hessa",
  "Latifa",
  "Maryam",
  "Munira",
  "Noura",
  "Rawan",
  "Reem",
  "Sara",
  "Shaikha",
  "Wafa",
];
const LAST_NAMES = [
  "Al-Sabah",
  "Al-Ghanim",
  "Al-Mutairi",
  "Al-Ajmi",
  "Al-Kandari",
  "Al-Rashidi",
  "Al-Enezi",
  "Al-Shammari",
  "Al-Otaibi",
  "Al-Hajri",
  "Behbehani",
  "Al-Kharafi",
  "Al-Saqer",
  "Al-Marzouq",
  "Al-Bahar",
  "Al-Roumi",
  "Al-Hamad",
  "Al-Fulaij",
  "Dashti",
  "Ashkanani",
  "Al-Duwaisan",
  "Al-Qattan",
  "Al-Nouri",
  "Al-Mulla",
  "Al-Wazzan",
];
const ARABIC_FIRST_NAMES = ["عبدالله", "فهد", "خالد", "نورة", "مريم", "سارة", "يوسف", "حصة", "بدر", "دانة"];
const ARABIC_LAST_NAMES = ["الصباح", "الغانم", "المطيري", "العجمي", "الكندري", "الرشيدي", "العنزي", "الشمري"];
const COMPANIES = [
  "Kuwait Petroleum Corporation",
  "National Bank of Kuwait",
  "Zain Group",
  "Kuwait Finance House",
  "Agility",
  "Gulf Bank",
  "Boubyan Bank",
  "Alghanim Industries",
  "Kuwait Oil Company",
  "EQUATE Petrochemical",
  "Ooredoo Kuwait",
  "Mabanee",
  "Warba Bank",
  "KIPCO",
  "Burgan Bank",
  "Saudi Aramco",
  "QatarEnergy",
  "ADNOC",
  "Bapco Energies",
  "Emirates NBD",
  "Kuwait Airways",
  "Ministry of Finance",
  "Kuwait Investment Authority",
  "Gulf Consult",
  "Commercial Bank of Kuwait",
  "Al Ahli Bank of Kuwait",
  "Humansoft",
  "Jazeera Airways",
  "Kuwait Projects Company",
  "Oman LNG",
];
const TITLES = [
  "Chief Executive Officer",
  "Chief Financial Officer",
  "Head of Strategy",
  "Senior Engineer",
  "Project Manager",
  "Investment Analyst",
  "Director of Operations",
  "Legal Counsel",
  "HR Business Partner",
  "Data Scientist",
  "Procurement Manager",
  "Sustainability Lead",
  "Partner",
  "Consultant",
  "Research Associate",
];
const QUESTIONS = [
  "How will the new PPP law change project financing in Kuwait?",
  "What is the timeline for the next round of renewable energy tenders?",
  "How are Gulf banks preparing for open banking regulations?",
  "Which skills should graduates build for the energy transition?",
  "Will the session slides be shared after the conference?",
];
/** 13 October 2025 07:30 +03:00 (doors open before the 08:00 start), epoch ms. */
const DOORS_OPEN_MS = Date.parse("2025-10-13T07:30:00+03:00");
/** 13 October 2025 18:30 +03:00, the evening event's doors. */
const EVENING_DOORS_MS = Date.parse("2025-10-13T18:30:00+03:00");
/** Registrations spread over the 60 days before 1 October 2025 (UTC). */
const REGISTRATION_START_MS = Date.parse("2025-08-01T00:00:00Z");
const DAY_MS = 86_400_000;

/** Mulberry32: a small seeded generator of numbers in [0, 1), so runs are repeatable. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How much of each kind the seed wrote, and how long it took (ms). */
export interface ScaleSeedReport {
  users: number;
  checkIns: number;
  questions: number;
  statements: number;
  ms: number;
}

type Row = ReadonlyArray<string | number | null>;

/**
 * `INSERT INTO table (columns) VALUES (...), (...)` statements of as many rows as fit in
 * {@link MAX_BOUND_PARAMETERS}, run in batches of {@link STATEMENTS_PER_BATCH}, each batch's
 * statements prepared just before it is sent: with all 1,250 statements of 10,000 users prepared
 * first, wrangler's platform proxy (the benches' D1) closed its connection on the first batch
 * ("fetch failed: other side closed"; 625 statements went through). Returns the statement count.
 */
async function insertRows(d1: D1, table: string, columns: readonly string[], rows: readonly Row[]): Promise<number> {
  const perStatement = Math.floor(MAX_BOUND_PARAMETERS / columns.length);
  const placeholders = `(${columns.map(() => "?").join(", ")})`;
  const perBatch = perStatement * STATEMENTS_PER_BATCH;
  let count = 0;
  for (let start = 0; start < rows.length; start += perBatch) {
    const statements: ReturnType<D1["prepare"]>[] = [];
    for (let i = start; i < Math.min(rows.length, start + perBatch); i += perStatement) {
      const chunk = rows.slice(i, i + perStatement);
      statements.push(
        d1
          .prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => placeholders).join(", ")}`)
          .bind(...chunk.flat()),
      );
    }
    await d1.batch(statements);
    count += statements.length;
  }
  return count;
}

/** True when the database already holds seeded people (their address domain is {@link SCALE_EMAIL_DOMAIN}). */
export async function isScaleSeeded(d1: D1): Promise<boolean> {
  const row = await d1
    .prepare("SELECT 1 AS found FROM users WHERE email LIKE ? LIMIT 1")
    .bind(`%@${SCALE_EMAIL_DOMAIN}`)
    .first();
  return row !== null;
}

/**
 * Inserts `count` delegates (default 10,000) with their check-ins and questions. Candidate
 * numbers come from the same counter as registrations (worker/services/candidate-numbers.ts), so
 * later registrations continue after them. Not idempotent by itself: callers check
 * {@link isScaleSeeded} first.
 * @throws when D1 refuses a statement (for example an address that exists already).
 */
export async function seedScaleDelegates(d1: D1, count = 10_000, seed = 2025): Promise<ScaleSeedReport> {
  const started = performance.now();
  const random = generator(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const password = await hashPassword(SCALE_PASSWORD);
  const first = await reserveCandidateNumbers(createDb(d1), count);

  const userColumns = [
    "candidate_number",
    "username",
    "email",
    "password",
    "first_name",
    "last_name",
    "company",
    "title",
    "phone",
    "user_type",
    "created_at",
    "updated_at",
  ];
  const userRows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const arabic = random() < 0.1;
    const firstName = arabic ? pick(ARABIC_FIRST_NAMES) : pick(FIRST_NAMES);
    const lastName = arabic ? pick(ARABIC_LAST_NAMES) : pick(LAST_NAMES);
    const number = first + i;
    const email = `delegate${number}@${SCALE_EMAIL_DOMAIN}`;
    const roll = random();
    const userType = roll < 0.02 ? "speaker" : roll < 0.07 ? "ASAR" : "delegate";
    const createdAt = REGISTRATION_START_MS + Math.floor(random() * 60 * DAY_MS);
    const phone = `+965${String(50_000_000 + Math.floor(random() * 49_999_999))}`;
    userRows.push([
      number,
      email,
      email,
      password,
      firstName,
      lastName,
      pick(COMPANIES),
      pick(TITLES),
      phone,
      userType,
      createdAt,
      createdAt,
    ]);
  }
  let statements = await insertRows(d1, "users", userColumns, userRows);

  const ids = await d1
    .prepare("SELECT id FROM users WHERE candidate_number BETWEEN ? AND ? ORDER BY candidate_number")
    .bind(first, first + count - 1)
    .all<{ id: number }>();
  const checkInRows: Row[] = [];
  const questionRows: Row[] = [];
  for (const { id } of ids.results) {
    if (random() < 0.33)
      checkInRows.push([
        id,
        "AC2025",
        DOORS_OPEN_MS + Math.floor(random() * 3 * 3_600_000),
        pick(["Desk 1", "Desk 2", "Desk 3"]),
      ]);
    if (random() < 0.1)
      checkInRows.push([id, "GC_POWERLIST", EVENING_DOORS_MS + Math.floor(random() * 2 * 3_600_000), "Evening desk"]);
    if (random() < 0.05) {
      const answered = random() < 0.3;
      questionRows.push([
        id,
        pick(QUESTIONS),
        answered ? 1 : 0,
        answered ? "Yes, the organisers will follow up." : null,
      ]);
    }
  }
  statements += await insertRows(d1, "check_ins", ["user_id", "event_type", "checked_in_at", "desk"], checkInRows);
  statements += await insertRows(d1, "qna_questions", ["user_id", "question", "is_answered", "answer"], questionRows);
  return {
    users: ids.results.length,
    checkIns: checkInRows.length,
    questions: questionRows.length,
    statements,
    ms: performance.now() - started,
  };
}
