/**
 * The buttons that open the signed-in app's menus (docs/product.md#app-chrome): drawn closed by
 * ./app-layout.tsx until the first press, and as the menus' own triggers by ./menus.tsx after it,
 * so both look and read the same. Each passes its other props (a trigger's ARIA state, handlers,
 * ref) to the button.
 */
import Menu from "lucide-react/icons/menu";
import type { ComponentProps } from "react";
import { Button } from "../components/ui/button";
import { useI18n } from "../lib/i18n";
import { initials } from "../lib/initials";

/** The header's menu button (phones and tablets; hidden from 1024 px). */
export function MenuButton(props: ComponentProps<"button">) {
  const i18n = useI18n();
  return (
    <Button variant="ghost" size="icon" className="lg:hidden" aria-label={i18n._("Open menu")} {...props}>
      <Menu className="size-6" aria-hidden />
    </Button>
  );
}

/** The avatar button: the person's initials. */
export function AvatarButton({
  firstName,
  lastName,
  ...props
}: { firstName: string; lastName: string } & ComponentProps<"button">) {
  const i18n = useI18n();
  return (
    <button
      type="button"
      // Ends with the initials it shows (WCAG 2.5.3 Label in Name).
      aria-label={i18n._("Account menu for {firstName} {lastName}, {initials}", {
        firstName,
        lastName,
        initials: initials(firstName, lastName),
      })}
      className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
      {...props}
    >
      {initials(firstName, lastName)}
    </button>
  );
}
