/**
 * The event settings screen's content (docs/product.md#event-settings): the form once the stored
 * settings are loaded, a skeleton before, the error with Try again when they cannot be read.
 */
import { QueryError, Skeleton } from "../../components/ui/feedback";
import { useI18n } from "../../lib/i18n";
import { useAdminEventSettings } from "./api";
import { EventSettingsForm } from "./event-settings-form";

export function EventSettingsAdmin() {
  const i18n = useI18n();
  const { data, isPending, isError, error, refetch } = useAdminEventSettings();
  if (isPending) return <Skeleton className="h-96" aria-busy="true" />;
  if (isError)
    return (
      <QueryError title={i18n._("Could not load the event settings")} error={error} onRetry={() => void refetch()} />
    );
  return <EventSettingsForm settings={data.settings} />;
}
