/** Placeholder speaker cards while a speakers list loads. */
import { Skeleton } from "../../components/ui/feedback";
import { useI18n } from "../../lib/i18n";

export function SpeakerCardSkeletons({ count = 6 }: { count?: number }) {
  const i18n = useI18n();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={i18n._("Loading speakers")}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex items-center gap-4">
            <Skeleton className="size-20 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-16 w-full" />
        </li>
      ))}
    </ul>
  );
}
