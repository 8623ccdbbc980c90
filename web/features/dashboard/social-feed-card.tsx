/**
 * Social feed card (docs/product.md#dashboard; docs/decisions/0011-readings-of-the-spec.md#social-feed): the organiser's posts through a
 * lazily loaded third-party embed when its URL is set and the browser is online, and always a
 * "Follow" link to the organiser's page.
 */
import ExternalLink from "lucide-react/icons/external-link";
import { useEventSettings } from "../../lib/event-settings";
import { rich, useI18n } from "../../lib/i18n";
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
  const i18n = useI18n();
  const { organiser } = settings;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Latest Updates")}</CardTitle>
        <p className="text-sm text-slate-600">
          {rich(i18n._("News and posts from <0>{organiser}</0>.", { organiser }), [<bdi key="organiser" />])}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {embedUrl && online && (
          <iframe
            src={embedUrl}
            title={i18n._("Social feed of {organiser}", { organiser })}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            className="h-[28rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        )}
        <Button asChild variant="outline" className="justify-self-start">
          <a href={pageUrl} target="_blank" rel="noopener noreferrer">
            {i18n._("Follow")}
            <ExternalLink className="size-4" aria-hidden />
            <span className="sr-only"> {i18n._("(opens in a new tab)")}</span>
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
