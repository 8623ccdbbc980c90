/** A speaker's expertise as tags (docs/product.md#public-speakers). */
import { Badge } from "../../components/ui/feedback";
import { useI18n } from "../../lib/i18n";

export function ExpertiseTags({ expertise }: { expertise: readonly string[] }) {
  const i18n = useI18n();
  if (expertise.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={i18n._("Expertise")}>
      {expertise.map((tag) => (
        <li key={tag}>
          <Badge variant="brand" dir="auto">
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
