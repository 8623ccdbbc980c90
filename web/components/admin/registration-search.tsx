/**
 * The search of the registrations lists (GET /api/users `q`, docs/api.md#registrations), shared by
 * Registration Management and Delegate Management: "Search" with the hint "Name, email, company or
 * number", sent once the typing has stopped for 300 ms (docs/product.md#registration-management).
 */
import { useState } from "react";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useI18n } from "../../lib/i18n";
import { Field, Input } from "../ui/field";

/** Milliseconds of no typing before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** What is typed (`query`) and what is sent (`q`: trimmed, 300 ms after the last key). */
export function useRegistrationSearch() {
  const [query, setQuery] = useState("");
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  return { query, setQuery, q };
}

/** The search box; `onChange` gets each new text (a screen goes back to its first page). */
export function RegistrationSearchField({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (text: string) => void;
  className?: string;
}) {
  const i18n = useI18n();
  return (
    <Field label={i18n._("Search")} className={className}>
      <Input
        type="search"
        dir="auto"
        placeholder={i18n._("Name, email, company or number")}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
