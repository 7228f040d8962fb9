import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListFooter, pagedListFooter, type ListFooterTexts, type PagedQuery } from './list-footer';
import { TitledCard } from './titled-card';

/** The part of TanStack's infinite query the results read. */
interface PagedResultsQuery extends PagedQuery {
  isSuccess: boolean;
  isPlaceholderData: boolean;
}

export interface PagedResultsCardProps {
  title: string;
  /** "Loaded: 12", shown once this search's answer is on screen. */
  count: string;
  list: PagedResultsQuery;
  /** How many rows are loaded. */
  rows: number;
  /** The first page of this filter is loading. */
  firstLoad: boolean;
  texts: ListFooterTexts;
  /** The table of the rows. */
  children: ReactNode;
}

/**
 * A paged list's results: the title with the count, the table (dimmed while another search's answer is on its way)
 * and the footer (loading, failure, empty, load more, end).
 */
export function PagedResultsCard({ title, count, list, rows, firstLoad, texts, children }: PagedResultsCardProps) {
  return (
    <TitledCard
      title={title}
      actions={
        list.isSuccess &&
        !list.isPlaceholderData && (
          <Text size="sm" c="dimmed">
            {count}
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
      <ListFooter {...pagedListFooter(list, rows, firstLoad || list.isPlaceholderData)} texts={texts} />
    </TitledCard>
  );
}
