/**
 * Search of the kept list, with or without a network (docs/product.md#door-check-in): a candidate
 * number ("7", "07", "#07") finds that candidate exactly, with the matcher the registrations
 * screen uses ({@link candidateNumberQuery}); any other text finds the people with every word in
 * their name or company (case- and accent-insensitive, "contains").
 */
import type { RosterPerson } from "../../../worker/contract/check-in";
import { candidateNumberQuery } from "../../../worker/contract/user";

/** Most people a search shows. */
const SEARCH_LIMIT = 20;

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The folded "first last company" of each person, made once per person object: folding is most
 * of a search's cost, and a desk searches the same 10,000 kept people again and again
 * (`npm run bench:check-in`).
 */
const foldedText = new WeakMap<RosterPerson, string>();
function searchText(person: RosterPerson): string {
  let text = foldedText.get(person);
  if (text === undefined) {
    text = fold(`${person.firstName} ${person.lastName} ${person.company}`);
    foldedText.set(person, text);
  }
  return text;
}

/** People of `people` matching `query`, at most {@link SEARCH_LIMIT}, by name; none for an empty query. */
export function searchRoster(people: readonly RosterPerson[], query: string): RosterPerson[] {
  const number = candidateNumberQuery(query);
  if (number !== null) return people.filter((person) => person.candidateNumber === number).slice(0, SEARCH_LIMIT);
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: RosterPerson[] = [];
  for (const person of people) {
    const text = searchText(person);
    if (words.every((word) => text.includes(word))) found.push(person);
    if (found.length === SEARCH_LIMIT) break;
  }
  return found;
}
