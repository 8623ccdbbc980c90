/**
 * Social feed card (docs/product.md#dashboard; docs/decisions/0011-readings-of-the-spec.md#social-feed): the organiser's posts through a
 * lazily loaded third-party embed when its URL is set and the browser is online, and always a
 * "Follow" link to the organiser's page.
 */
import { ExternalLink } from "lucide-react";
import { useEventSettings } from "../../lib/event-settings";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { useOnline } from "../../lib/use-online";

interface SocialFeedCardProps {
  /** Embed URL; "" shows the Follow link only. Defaults to the event setting. */
  embedUrl?: string;
  /** The organiser's page. Defaults to the event setting. */
  pageUrl?: string;
}

export function SocialFeedCard(props: SocialFeedCardProps) {
  const settings = useEventSettings();
  const { embedUrl = settings.socialEmbedUrl, pageUrl = settings.socialPageUrl } = props;
  const online = useOnline();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Latest Updates</CardTitle>
        <p className="text-sm text-slate-600">News and posts from {settings.organiser}.</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {embedUrl && online && (
          <iframe
            src={embedUrl}
            title={`Social feed of ${settings.organiser}`}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            className="h-[28rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        )}
        <Button asChild variant="outline" className="justify-self-start">
          <a href={pageUrl} target="_blank" rel="noopener noreferrer">
            Follow
            <ExternalLink className="size-4" aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
