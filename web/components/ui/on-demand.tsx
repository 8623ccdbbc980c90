/**
 * A menu that loads its code with the first press of its button (docs/architecture.md#performance-budget:
 * Radix menus and dialogs are not part of what a screen needs before it is interactive). Until
 * then {@link OnDemand} draws the closed `button`; pressing it shows `children`, the menu, which
 * opens itself on mount (`defaultOpen`); pointing at or focusing the button starts the load.
 * Pressed from the keyboard (Enter or Space: a click with `detail` 0), the menu is told so through
 * {@link useOpenedByKeyboard}, and on that first opening focuses its first item as a menu opened
 * from the keyboard does (WAI-ARIA Authoring Practices, Menu Button pattern): its own keyboard
 * listener was not there yet to see the key.
 */
import {
  type ComponentProps,
  createContext,
  type ReactElement,
  type ReactNode,
  Suspense,
  type RefObject,
  useContext,
  useRef,
  useState,
} from "react";

const OpenedByKeyboard = createContext<RefObject<boolean> | null>(null);

/**
 * Inside an {@link OnDemand} menu: `current` is true until the menu's first opening has used it,
 * when that first press came from the keyboard (the menu sets it to false once it has).
 */
export function useOpenedByKeyboard(): RefObject<boolean> | null {
  return useContext(OpenedByKeyboard);
}

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
  const byKeyboard = useRef(false);
  const closed = (onClick?: ComponentProps<"button">["onClick"]) =>
    button({
      "aria-expanded": false,
      onClick,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
    });
  if (!pressed) {
    return closed((event) => {
      byKeyboard.current = event.detail === 0;
      setPressed(true);
    });
  }
  return (
    <OpenedByKeyboard.Provider value={byKeyboard}>
      <Suspense fallback={closed()}>{children}</Suspense>
    </OpenedByKeyboard.Provider>
  );
}
