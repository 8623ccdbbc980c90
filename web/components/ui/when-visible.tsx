/**
 * Renders `children` only once its place comes near the viewport (IntersectionObserver, with a
 * margin so it is ready before it scrolls in), showing `fallback` until then. Used to keep code
 * that sits below the fold — e.g. the landing page's registration form — out of the JavaScript
 * a page requests before it is interactive. Renders the fallback on the server and on the first
 * client render, so prerendered markup hydrates unchanged.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";

export interface WhenVisibleProps {
  fallback: ReactNode;
  /** How far outside the viewport counts as near (CSS margin), default 600px. */
  rootMargin?: string;
  /** Render at once (e.g. the URL points at this section). */
  eager?: boolean;
  children: ReactNode;
}

export function WhenVisible({ fallback, rootMargin = "600px", eager = false, children }: WhenVisibleProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (eager || typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    if (anchor.current) observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [eager, rootMargin]);

  return visible ? <Suspense fallback={fallback}>{children}</Suspense> : <div ref={anchor}>{fallback}</div>;
}
