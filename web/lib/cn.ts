/** Class-name merge: clsx for conditionals, tailwind-merge (500-entry cache, docs/data-model.md#constants-and-limits) for conflicts. */
import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
