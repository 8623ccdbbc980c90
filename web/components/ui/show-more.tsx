/**
 * Client-side paging of a long list (the admin user lists): the first `page` items, then "Show
 * more (N left)" adds `page` more per click.
 */
import { useState } from "react";
import { Button } from "./button";

/** The items to render now, how many are hidden, and the action that shows the next page. */
export function useShowMore<T>(list: readonly T[], page: number) {
  const [shown, setShown] = useState(page);
  return {
    visible: list.slice(0, shown),
    left: Math.max(0, list.length - shown),
    showMore: () => setShown((n) => n + page),
  };
}

/** Renders nothing once every item shows. */
export function ShowMoreButton({ left, onClick }: { left: number; onClick: () => void }) {
  if (left === 0) return null;
  return (
    <div className="mt-4 text-center">
      <Button variant="outline" onClick={onClick}>
        Show more ({left} left)
      </Button>
    </div>
  );
}
