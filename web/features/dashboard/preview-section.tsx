/**
 * A dashboard preview (docs/product.md, Dashboard): a titled section showing the first `size`
 * items of a list, with a "more" link when there are more, skeletons while the list loads, a retry
 * on error and an empty state.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { SectionHeader } from "../../components/ui/section-header";

interface PreviewSectionProps<Item> {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  /** The query of the whole list. */
  query: Pick<UseQueryResult<unknown>, "isPending" | "isError" | "error" | "refetch">;
  /** The whole list, in display order ([] while loading). */
  items: readonly Item[];
  /** How many items the preview shows. */
  size: number;
  /** Link to the full list, shown when there are more than `size` items. */
  more: { to: string; label: string };
  /** Accessible name of the loading status, the grid of the skeletons and the class of each. */
  loading: { label: string; gridClassName: string; skeletonClassName: string };
  errorTitle: string;
  empty: { title: string; icon: ReactNode; text: string };
  /** Renders the items shown. */
  children: (shown: readonly Item[]) => ReactNode;
}

export function PreviewSection<Item>({
  id,
  title,
  query,
  items,
  size,
  more,
  loading,
  errorTitle,
  empty,
  children,
}: PreviewSectionProps<Item>) {
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className={loading.gridClassName} aria-busy="true" aria-label={loading.label}>
        {Array.from({ length: size }, (_, i) => (
          <Skeleton key={i} className={loading.skeletonClassName} />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = <QueryError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState title={empty.title} icon={empty.icon}>
        {empty.text}
      </EmptyState>
    );
  } else {
    body = children(items.slice(0, size));
  }
  return (
    <section aria-labelledby={id}>
      <SectionHeader id={id} title={title} more={items.length > size ? more : undefined} />
      {body}
    </section>
  );
}
