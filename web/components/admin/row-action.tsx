/**
 * A small action of one row of an admin list ("Edit", "Delete", "Edit bio"): an icon and a short
 * visible word, named in full for assistive technology ("Edit Fatima Al-Sabah"), which keeps the
 * visible word (WCAG 2.2 SC 2.5.3 Label in Name). `danger` draws a destructive action in red.
 */
import type { LucideIcon } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";
import { Button } from "../ui/button";

interface RowActionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "aria-label"> {
  icon: LucideIcon;
  /** The visible word, translated. */
  label: string;
  /** The full accessible name, translated; it contains `label`. */
  name: string;
  danger?: boolean;
}

export function RowAction({ icon: Icon, label, name, danger, className, ...props }: RowActionProps) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className={danger ? "text-red-700 hover:bg-red-50" : className}
      aria-label={name}
      {...props}
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </Button>
  );
}
