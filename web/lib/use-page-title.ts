/** Sets document.title to "{title} | Conference 2025" while the screen is shown. */
import { useEffect } from "react";

const SITE_NAME = "Conference 2025";

/** The full document title of a screen title. */
export function pageTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
