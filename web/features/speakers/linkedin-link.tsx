/** The "LinkedIn Profile" button (docs/product.md#public-speakers), only for an http(s) URL. */
import ExternalLink from "lucide-react/icons/external-link";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { httpUrl } from "./links";

export function LinkedInLink({ url, className }: { url: string | null; className?: string }) {
  const href = httpUrl(url);
  const i18n = useI18n();
  if (!href) return null;
  return (
    <Button asChild variant="outline" size="sm" className={cn("relative z-10 w-fit", className)}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={i18n._("LinkedIn Profile (opens in a new tab)")}
      >
        <ExternalLink className="size-4" aria-hidden />
        {i18n._("LinkedIn Profile")}
      </a>
    </Button>
  );
}
