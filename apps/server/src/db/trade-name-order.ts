import { asc, sql, type SQL } from 'drizzle-orm';
import { subcontractors } from './schema/index';

/**
 * Subcontractors by trade name ignoring case, then id: the order of the subcontractor list and of the
 * add-subcontractor pick list, given the "contains" texts the query filters by.
 *
 * Without a text (or with only 1-2 characters, which a trigram index cannot look up) the rows are read along
 * subcontractors_trade_name_idx. With a text of 3 characters or more, the same order is written as an expression
 * that index does not serve (`|| ''` changes no value): otherwise the planner walks the index hoping to meet a
 * page of matches early and, for a name whose matches sort late, filters some 17,000 rows first
 * (docs/performance.md, issue 15); this way it reads the matches through the trigram indexes, then sorts them.
 */
export function subcontractorsByTradeName(texts: readonly (string | undefined)[]): SQL[] {
  const matchesFirst = texts.some((text) => text !== undefined && text.length >= 3);
  const tradeName = sql`lower(${subcontractors.tradeName})`;
  return [asc(matchesFirst ? sql`${tradeName} || ''` : tradeName), asc(subcontractors.id)];
}
