/**
 * Speaker search (docs/product.md#public-speakers: "filters by name, surname, company or position,
 * case-insensitive contains"). The full name is matched too, so "Fatima Al" finds Fatima Al-Sabah.
 */
import type { Speaker } from "../../../worker/contract/content";

type Searchable = Pick<Speaker, "name" | "surname" | "company" | "position">;

/** True when the trimmed query is empty or a case-insensitive substring of a searched field. */
function matchesSpeaker(speaker: Searchable, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  const fields = [
    speaker.name,
    speaker.surname,
    `${speaker.name} ${speaker.surname}`,
    speaker.company,
    speaker.position,
  ];
  return fields.some((field) => field.toLocaleLowerCase().includes(needle));
}

/** The speakers matching `query`, in their original order. */
export function filterSpeakers<T extends Searchable>(speakers: readonly T[], query: string): T[] {
  return speakers.filter((speaker) => matchesSpeaker(speaker, query));
}
