/** Sets document.title to "{title} | Conference 2025" while the screen is shown. */
import { useEffect } from "react";

export const SITE_NAME = "Conference 2025";

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
