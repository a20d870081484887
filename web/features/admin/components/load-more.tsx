import { Button } from "@web/components/ui/button";
import { enAdmin as t } from "@web/i18n/en/admin";

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Load more' under a paged list while the server has a next page ('Loading…' while it comes). */
export function LoadMore({ pages }: { pages: Pages }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button variant="secondary" className="mt-3" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
      {pages.isFetchingNextPage ? t.loading : t.loadMore}
    </Button>
  );
}
