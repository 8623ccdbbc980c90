/**
 * Menu on Radix DropdownMenu (keyboard, type-ahead, focus return). Menus are not modal (the
 * WAI-ARIA menu button pattern): a modal menu hides the page from assistive tech with aria-hidden
 * while its controls stay focusable (axe aria-hidden-focus). Focus still stays in the open menu
 * (Tab does not leave it), and Escape or a click outside closes it, focus returning to the trigger.
 */
import { DropdownMenu as MenuPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { useOpenedByKeyboard } from "./on-demand";

export function DropdownMenu(props: Omit<ComponentProps<typeof MenuPrimitive.Root>, "modal">) {
  return <MenuPrimitive.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

/**
 * The open menu. Opened from the keyboard by an on-demand button (./on-demand.tsx), it passes the
 * focus Radix gives the menu on opening to its first item, as a menu whose trigger saw the key does.
 */
export function DropdownMenuContent({ className, onFocus, ...props }: ComponentProps<typeof MenuPrimitive.Content>) {
  const byKeyboard = useOpenedByKeyboard();
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={6}
        align="end"
        className={cn("z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg", className)}
        onFocus={(event) => {
          onFocus?.(event);
          if (!byKeyboard?.current || event.target !== event.currentTarget) return;
          byKeyboard.current = false;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={cn(
        "flex min-h-10 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-sm text-slate-800 focus-visible:-outline-offset-2",
        "data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn("px-3 py-2 text-xs font-semibold uppercase text-slate-600", className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn("my-1 h-px bg-slate-200", className)} {...props} />;
}
