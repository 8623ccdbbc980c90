/**
 * A menu that loads its code with the first press of its button (docs/architecture.md#performance-budget:
 * Radix menus and dialogs are not part of what a screen needs before it is interactive). Until
 * then {@link OnDemand} draws the closed `button`; pressing it shows `children`, the menu, which
 * opens itself on mount (`defaultOpen`); pointing at or focusing the button starts the load.
 */
import { type ComponentProps, type ReactElement, type ReactNode, Suspense, useState } from "react";

export interface OnDemandProps {
  /** Draws the closed button with the props given (ARIA state and handlers). */
  button: (props: ComponentProps<"button">) => ReactElement;
  /** Starts loading the menu's code (the `import()` that `children` suspends on). */
  load: () => Promise<unknown>;
  /** The menu, a lazy component that opens on mount. */
  children: ReactNode;
}

export function OnDemand({ button, load, children }: OnDemandProps) {
  const [pressed, setPressed] = useState(false);
  const closed = (onClick?: () => void) =>
    button({
      "aria-expanded": false,
      onClick,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
    });
  if (!pressed) return closed(() => setPressed(true));
  return <Suspense fallback={closed()}>{children}</Suspense>;
}
