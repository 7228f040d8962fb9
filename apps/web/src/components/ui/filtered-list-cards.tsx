import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListSearch } from '../../lib/use-list-search';
import type { UrlFilterValues } from '../../lib/use-url-filters';
import { listFooterTexts } from './list-footer';
import { PagedResultsCard } from './paged-results-card';
import { TitledCard } from './titled-card';

/** What a list's filter fields get: the form's draft, its edits, Search (and Enter), Clear, and whether it runs. */
export interface ListFilterProps<T> {
  form: T;
  onChange: (patch: Partial<T>) => void;
  onSubmit: () => void;
  onClear: () => void;
  busy: boolean;
}

export interface FilteredListCardsProps<T extends UrlFilterValues<T>, F, P, Row> {
  results: ListSearch<T, F, P, Row>;
  /**
   * The catalogue prefix of the list's words: `<prefix>.filters.title`, `<prefix>.results`, `<prefix>.count`
   * ({{count}}) and the footer's (listFooterTexts).
   */
  texts: string;
  /** The filters' title when it is not `<texts>.filters.title`. */
  filtersTitle?: string;
  /** The filter fields (in the area's FilterForm), with why the last search was refused (null when it was not). */
  filters: (props: ListFilterProps<T> & { problem: P | null }) => ReactNode;
  /**
   * The fields whose edit takes the refusal's message away (a corrected date; the form is checked again on the
   * next search).
   */
  clearProblemOn?: readonly (keyof T)[];
  /** The table of the loaded rows. */
  children: ReactNode;
}

/**
 * A filtered, paged list's two cards (useListSearch) when its words follow one catalogue prefix: the filters, then
 * the results (PagedResultsCard).
 */
export function FilteredListCards<T extends UrlFilterValues<T>, F, P, Row>({
  results,
  texts,
  filtersTitle,
  filters,
  clearProblemOn = [],
  children,
}: FilteredListCardsProps<T, F, P, Row>) {
  const { t } = useTranslation();
  const onChange = (patch: Partial<T>) => {
    results.filters.edit(patch);
    if (clearProblemOn.some((field) => field in patch)) results.setProblem(null);
  };
  return (
    <>
      <TitledCard title={filtersTitle ?? t(`${texts}.filters.title`)} padding="lg">
        {filters({
          form: results.filters.draft,
          problem: results.problem,
          onChange,
          onSubmit: results.search,
          onClear: results.clear,
          busy: results.busy,
        })}
      </TitledCard>
      <PagedResultsCard
        title={t(`${texts}.results`)}
        count={t(`${texts}.count`, { count: results.rows.length })}
        list={results.list}
        rows={results.rows.length}
        firstLoad={results.firstLoad}
        texts={listFooterTexts(t, texts)}
      >
        {children}
      </PagedResultsCard>
    </>
  );
}
