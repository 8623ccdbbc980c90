/**
 * "Add to Calendar" (docs/product.md#agenda-page): its button, which loads the menu
 * (./add-to-calendar-menu.tsx) with the first press and opens it, so the agenda opens without the
 * menu's code (docs/architecture.md#performance-budget).
 */
import { lazy } from "react";
import type { EventCode } from "../../../worker/contract/event";
import { OnDemand } from "../../components/ui/on-demand";
import { AddToCalendarButton } from "./add-to-calendar-button";

const loadMenu = () => import("./add-to-calendar-menu");
const AddToCalendarMenu = lazy(loadMenu);

export function AddToCalendar(props: { events?: readonly EventCode[]; variant?: "light" | "primary" }) {
  return (
    <OnDemand
      load={loadMenu}
      button={(buttonProps) => <AddToCalendarButton variant={props.variant} aria-haspopup="menu" {...buttonProps} />}
    >
      <AddToCalendarMenu {...props} />
    </OnDemand>
  );
}
