/**
 * `npm run bench:check-in [-- people scans]`: the check-in desk's offline
 * work, run in Node with the desk's own modules (web/features/check-in) over fake-indexeddb, an
 * in-memory IndexedDB (a browser's IndexedDB writes to disk, so its figures differ; these show
 * the desk's own cost). Prints:
 * - the time to load the roster (default 10,000 admitted people) into the device store
 *   (one IndexedDB transaction), and to read it back as a reload does; target <= 2 s;
 * - the time of a search of the kept list (web/features/check-in/search.ts); target <= 50 ms;
 * - the time per scan of a pass code with no network (default 200 scans of distinct people):
 *   Ed25519 signature check with the kept JWK Set (jose), the door rule (doorVerdict) against
 *   the kept list, and the check-in recorded and queued on the device; target <= 50 ms. Also a
 *   forged code's refusal and a repeat scan ("Already checked in").
 * In smoke mode (bench/options.ts): 500 people, 10 scans, one round of searches.
 */
import "fake-indexeddb/auto";
import { performance } from "node:perf_hooks";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import type { RosterPerson } from "../worker/contract/check-in";
import { openDeskStore } from "../web/features/check-in/desk-store";
import { searchRoster } from "../web/features/check-in/search";
import { checkInAtDoor, passVerifier } from "../web/features/check-in/verify";
import { bySize } from "./options";

const peopleCount = Number(process.argv[2] ?? bySize(10_000, 500));
const scans = Number(process.argv[3] ?? bySize(200, 10));

const people: RosterPerson[] = Array.from({ length: peopleCount }, (_, i) => ({
  id: i + 1,
  candidateNumber: i + 1,
  firstName: `Delegate${i + 1}`,
  lastName: "Al-Sabah",
  company: "Gulf Energy Partners",
  userType: "delegate",
  passVersion: 1,
  events: ["AC2025", "GC_POWERLIST"],
}));

const { publicKey, privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
const forger = await generateKeyPair("EdDSA", { crv: "Ed25519" });
const kid = "bench";
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: "EdDSA", use: "sig" }] };
const sign = (person: RosterPerson, key = privateKey) =>
  new SignJWT({
    sub: String(person.id),
    cn: person.candidateNumber,
    name: `${person.firstName} ${person.lastName}`,
    ev: person.events,
    pv: 1,
  })
    .setProtectedHeader({ alg: "EdDSA", kid })
    .sign(key);

function stats(label: string, samples: number[], target?: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const line = `${label.padEnd(42)} median ${at(0.5).toFixed(2).padStart(7)} ms   p95 ${at(0.95).toFixed(2).padStart(7)} ms   max ${sorted.at(-1)!.toFixed(2).padStart(7)} ms`;
  console.log(target === undefined ? line : `${line}   (target <= ${target} ms)`);
}

// Load the roster into the device store, then read it back as a reload does.
const dbName = `bench-desk-${Date.now()}`;
let start = performance.now();
const store = await openDeskStore(dbName);
await store.replaceRoster(people, [], Date.now());
const loadMs = performance.now() - start;
await store.setMeta({ deskName: "Desk 1", jwks });
store.close();
start = performance.now();
const desk = await openDeskStore(dbName);
const reopenMs = performance.now() - start;
console.log(`Roster of ${desk.peopleCount.toLocaleString("en")} people; ${scans} scans each.`);
console.log(
  `${"Load the roster into the device store".padEnd(42)} ${loadMs.toFixed(0).padStart(7)} ms   (target <= 2000 ms)`,
);
console.log(`${"Reopen (a reload reads it back)".padEnd(42)} ${reopenMs.toFixed(0).padStart(7)} ms`);

// Search the kept list as the desk's search box does (a name, a company, a candidate number).
{
  const queries = ["delegate42", "al-sabah 77", "gulf energy", "#0420", "7", "nobody"];
  const samples: number[] = [];
  for (let round = 0; round < bySize(20, 1); round++)
    for (const query of queries) {
      const begin = performance.now();
      searchRoster(people, query);
      samples.push(performance.now() - begin);
    }
  stats("Search the kept list", samples, 50);
}

const verify = passVerifier(desk.meta.jwks);
const scanned = people.slice(0, scans);
const codes = await Promise.all(scanned.map((person) => sign(person)));
const forged = await Promise.all(scanned.map((person) => sign(person, forger.privateKey)));
let ids = 0;
const context = () => ({
  store: desk,
  verify,
  event: "AC2025" as const,
  eventName: "Conference 2025",
  now: Date.now(),
  newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, "0")}`,
});

async function timeScans(label: string, list: string[], expected: string, target?: number) {
  const samples: number[] = [];
  for (const token of list) {
    const begin = performance.now();
    const outcome = await checkInAtDoor({ token }, context());
    samples.push(performance.now() - begin);
    if (!outcome.message.startsWith(expected)) throw new Error(`Unexpected outcome: ${outcome.message}`);
  }
  stats(label, samples, target);
}

await timeScans("Scan offline: verify, decide, record", codes, "Checked in", 50);
await timeScans("Scan offline: forged code refused", forged, "This QR code is not a valid conference pass.");
await timeScans("Scan offline: repeat (already checked in)", codes, "Already checked in");
console.log(`Queued for the sync: ${desk.queued().length}`);
desk.close();
