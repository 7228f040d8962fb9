import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilteredList } from '../../lib/use-filtered-list';
import type { UrlFilterValues } from '../../lib/use-url-filters';
import { ListFooter, listFooterTexts, pagedListFooter } from './list-footer';
import { TitledCard } from './titled-card';

/** What a list's filter fields get: the form's draft, its edits, Search (and Enter), Clear, and whether it runs. */
export interface ListFilterProps<T> {
  form: T;
  onChange: (patch: Partial<T>) => void;
  onSubmit: () => void;
  onClear: () => void;
  busy: boolean;
}

export interface FilteredListCardsProps<T extends UrlFilterValues<T>, F, Row> {
  results: FilteredList<T, F, Row>;
  /**
   * The catalogue prefix of the list's words: `<prefix>.filters.title`, `<prefix>.results`, `<prefix>.count`
   * ({{count}}) and the footer's (listFooterTexts).
   */
  texts: string;
  /** The filter fields (in the area's FilterForm). */
  filters: (props: ListFilterProps<T>) => ReactNode;
  /** The table of the loaded rows. */
  children: ReactNode;
}

/**
 * A filtered, paged list's two cards (useFilteredList): the filters, then the results with the count (once this
 * search has answered), the table (dimmed while another search runs, the previous rows kept on screen) and the
 * footer (loading, retry, empty, load more, end).
 */
export function FilteredListCards<T extends UrlFilterValues<T>, F, Row>({
  results,
  texts,
  filters,
  children,
}: FilteredListCardsProps<T, F, Row>) {
  const { t } = useTranslation();
  const { list, rows } = results;
  return (
    <>
      <TitledCard title={t(`${texts}.filters.title`)} padding="lg">
        {filters({
          form: results.filters.draft,
          onChange: results.filters.edit,
          onSubmit: results.search,
          onClear: results.clear,
          busy: results.busy,
        })}
      </TitledCard>
      <TitledCard
        title={t(`${texts}.results`)}
        actions={
          list.isSuccess &&
          !list.isPlaceholderData && (
            <Text size="sm" c="dimmed">
              {t(`${texts}.count`, { count: rows.length })}
            </Text>
          )
        }
      >
        {rows.length > 0 && (
          <Box
            style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
            aria-busy={list.isPlaceholderData}
          >
            {children}
          </Box>
        )}
        <ListFooter
          {...pagedListFooter(list, rows.length, results.loading || list.isPlaceholderData)}
          texts={listFooterTexts(t, texts)}
        />
      </TitledCard>
    </>
  );
}
