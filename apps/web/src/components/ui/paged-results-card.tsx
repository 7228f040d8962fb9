import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PagedListQuery } from '../../lib/use-filtered-list';
import { ListFooter, pagedListFooter, type ListFooterTexts } from './list-footer';
import { TitledCard } from './titled-card';

export interface PagedResultsCardProps {
  title: string;
  /** The count beside the title ("20 loaded"), already translated. */
  countText: (count: number) => string;
  list: PagedListQuery<unknown>;
  /** How many rows are loaded. */
  rows: number;
  /** The first page (or a new search with nothing on screen) is loading. */
  loading: boolean;
  texts: ListFooterTexts;
  /** The table of the loaded rows. */
  children: ReactNode;
}

/**
 * A paged list's results: the title with the count (once this search has answered), the table (dimmed while another
 * search runs, the previous rows kept on screen) and the footer (loading, retry, empty, load more, end).
 */
export function PagedResultsCard({ title, countText, list, rows, loading, texts, children }: PagedResultsCardProps) {
  return (
    <TitledCard
      title={title}
      actions={
        list.isSuccess &&
        !list.isPlaceholderData && (
          <Text size="sm" c="dimmed">
            {countText(rows)}
          </Text>
        )
      }
    >
      {rows > 0 && (
        <Box
          style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
          aria-busy={list.isPlaceholderData}
        >
          {children}
        </Box>
      )}
      <ListFooter {...pagedListFooter(list, rows, loading || list.isPlaceholderData)} texts={texts} />
    </TitledCard>
  );
}
