/**
 * Tabs: the WAI-ARIA Authoring Practices "Tabs with automatic activation" pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/), written here rather than taken from Radix Tabs
 * because /agenda loads them before it is interactive and Radix Tabs with its roving-focus,
 * collection and presence helpers weighed about 9 KB gzip of that page's 110 KB budget
 * (docs/architecture.md#performance-budget).
 *
 * - `TabsList` is the `tablist`; each `TabsTrigger` a `tab` (`<button type="button">`) with
 *   `aria-selected`, `aria-controls` and a roving tabindex: only the selected tab is a tab stop.
 * - Left and Right arrows move focus to the previous or next enabled tab and select it, wrapping
 *   around; Home and End go to the first and last. In a right-to-left context (the closest `dir`
 *   attribute, `<html dir>` included, is "rtl") Left moves to the next tab and Right to the previous.
 *   Keys with Alt, Ctrl, Meta or Shift are left to the browser (Alt+Left is "back").
 * - Only the selected tab's `TabsContent` is rendered, as a `tabpanel` that is a tab stop of its own
 *   and is labelled by its tab.
 * - Triggers carry `data-state="active" | "inactive"` and the rendered panel `data-state="active"`, as
 *   Radix Tabs did, for styling.
 * - Ids come from React's `useId`, so server-rendered pages hydrate with the same ids.
 */
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from "react";
import { cn } from "../../lib/cn";

interface TabsState {
  /** The selected tab's value. */
  value: string | undefined;
  select: (value: string) => void;
  /** The `useId` prefix of the trigger and panel ids. */
  id: string;
}

const TabsContext = createContext<TabsState | null>(null);

/** @throws Error when a trigger or panel is rendered outside `Tabs`. */
function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("TabsTrigger and TabsContent must be inside Tabs");
  return state;
}

const triggerId = (id: string, value: string) => `${id}-trigger-${value}`;
const panelId = (id: string, value: string) => `${id}-content-${value}`;

interface TabsProps extends Omit<ComponentProps<"div">, "defaultValue"> {
  /** The selected tab (controlled); pair with `onValueChange`. */
  value?: string;
  /** The tab selected first when `value` is not given (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly selected tab's value; not called when the selected tab is chosen again. */
  onValueChange?: (value: string) => void;
  children?: ReactNode;
}

/** The tabs' root (a `div`): holds the selection, controlled by `value` or starting at `defaultValue`. */
export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const selected = value ?? own;
  const select = (next: string) => {
    if (next === selected) return;
    setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: selected, select, id: useId() }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

/** Keys of the tab list, as steps through the enabled tabs (Home and End jump to the ends). */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };

/**
 * Moves focus for a key of the tab list and selects the tab it lands on, by clicking it so that
 * keyboard and pointer selection take one path.
 */
function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  let step = STEPS[event.key];
  const tab = event.target as HTMLElement;
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (tab.getAttribute("role") !== "tab") return;
  if (Math.abs(step) === 1 && tab.closest("[dir]")?.getAttribute("dir") === "rtl") step = -step;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("[role=tab]:not(:disabled)")];
  const at = tabs.indexOf(tab as HTMLButtonElement);
  const last = tabs.length - 1;
  const next = tabs[step === -Infinity ? 0 : step === Infinity ? last : (at + step + tabs.length) % tabs.length];
  event.preventDefault();
  next?.focus();
  next?.click();
}

/** The `tablist`; name it with `aria-label`. It handles the keys itself (no `onKeyDown`). */
export function TabsList({ className, ...props }: Omit<ComponentProps<"div">, "onKeyDown">) {
  return (
    <div
      {...props}
      role="tablist"
      className={cn("inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1", className)}
      onKeyDown={onListKeyDown}
    />
  );
}

interface TabsTriggerProps extends ComponentProps<"button"> {
  /** The value this tab selects; unique within its `Tabs`, without spaces (it is part of ids). */
  value: string;
}

/** One `tab`: selects its value on click, or from the keyboard through the list. */
export function TabsTrigger({ value, className, onClick, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      {...props}
      type="button"
      role="tab"
      id={triggerId(tabs.id, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.id, value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      className={cn(
        "inline-flex min-h-10 items-center justify-center rounded-md px-4 text-sm font-semibold text-slate-700",
        "data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        tabs.select(value);
      }}
    />
  );
}

interface TabsContentProps extends ComponentProps<"div"> {
  /** The tab whose panel this is; rendered only while that tab is selected. */
  value: string;
}

/** The `tabpanel` of one tab, rendered only while its tab is selected. */
export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      {...props}
      role="tabpanel"
      id={panelId(tabs.id, value)}
      aria-labelledby={triggerId(tabs.id, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel is a tab stop after its tab list (WAI-ARIA APG, Tabs).
      tabIndex={0}
      data-state="active"
      className={cn("mt-4", className)}
    />
  );
}
