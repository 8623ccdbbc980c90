/** The "Search speakers..." box (docs/product.md#public-speakers). */
import { Search } from "lucide-react";
import { Input } from "../../components/ui/field";

export function SpeakerSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-full max-w-md">
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <Input
        type="search"
        aria-label="Search speakers"
        placeholder="Search speakers..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-10"
      />
    </div>
  );
}
