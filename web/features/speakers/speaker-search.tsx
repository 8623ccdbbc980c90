/** The "Search speakers..." box (docs/product.md#public-speakers). */
import Search from "lucide-react/icons/search";
import { Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";

export function SpeakerSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const i18n = useI18n();
  return (
    <div className="relative w-full max-w-md">
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={i18n._("Search speakers")}
        placeholder={i18n._("Search speakers...")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="ps-10"
      />
    </div>
  );
}
