/**
 * The "Add to Calendar" button, drawn closed by ./add-to-calendar.tsx and as the menu's trigger by
 * ./add-to-calendar-menu.tsx, so both look and read the same; other props (the trigger's ARIA
 * state, handlers, ref) go to the button.
 */
import CalendarPlus from "lucide-react/icons/calendar-plus";
import ChevronDown from "lucide-react/icons/chevron-down";
import type { ComponentProps } from "react";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";

export function AddToCalendarButton({
  variant = "light",
  ...props
}: { variant?: "light" | "primary" } & ComponentProps<"button">) {
  const i18n = useI18n();
  return (
    <Button variant={variant} size="lg" {...props}>
      <CalendarPlus className="size-5" aria-hidden />
      {i18n._("Add to Calendar")}
      <ChevronDown className="size-4" aria-hidden />
    </Button>
  );
}
