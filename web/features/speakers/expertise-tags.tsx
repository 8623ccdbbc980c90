/** A speaker's expertise as tags (docs/product.md#public-speakers). */
import { Badge } from "../../components/ui/feedback";

export function ExpertiseTags({ expertise }: { expertise: readonly string[] }) {
  if (expertise.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Expertise">
      {expertise.map((tag) => (
        <li key={tag}>
          <Badge variant="brand">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
