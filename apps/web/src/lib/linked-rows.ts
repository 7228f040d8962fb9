import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodObject } from 'zod';
import { graphqlField } from './graphql-field';
import { useIdQuery } from './id-query';
import type { LinkKeys } from './query-keys';
import { askField } from './quiet-read';

/**
 * The calls about the rows linked to one of an area's rows (a provider's subcontractors, a subcontractor's
 * providers): the area's keys and routing header, the id variable of its queries, and the variables of its link
 * mutations (the row's id and the other row's).
 */
export interface LinkCalls {
  keys: LinkKeys;
  service: string;
  idVariable: string;
  changeVariables: (id: number, other: number) => Record<string, number>;
}

/** A GraphQL document of one root field and its answer's schema. */
interface FieldDocument<S extends ZodObject> {
  query: string;
  schema: S;
}

/**
 * The linked rows of the page's row; nothing is asked without a saved row. Links change on the other side's
 * details page too, so every visit asks again.
 */
export function useLinkedRows<S extends ZodObject>(calls: LinkCalls, id: number | null, document: FieldDocument<S>) {
  const { keys, service, idVariable } = calls;
  return useIdQuery(
    keys.linked(id ?? 0),
    id,
    (row, { signal }) => askField(document.query, { [idVariable]: row }, { service, signal, schema: document.schema }),
    { staleTime: 0 },
  );
}

/**
 * The add modal's pick list for the search text (`nome`, trimmed; none when empty): the rows not linked yet, asked
 * for every search; the previous answer stays (dimmed by the modal) while the next is asked.
 */
export function useRowsToLink<S extends ZodObject>(
  calls: LinkCalls,
  id: number,
  nome: string,
  document: FieldDocument<S>,
) {
  const { keys, service, idVariable } = calls;
  const search = nome.trim();
  return useQuery({
    queryKey: keys.toLink(id, search),
    queryFn: ({ signal }) =>
      askField(
        document.query,
        { [idVariable]: id, nome: search || null },
        { service, signal, schema: document.schema },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * A link change (add or remove one row; a failure is a red toast) whose mutation answers the linked rows after:
 * the linked table shows that answer at once, and the pick lists are asked again when next opened.
 */
export function useLinkChange<S extends ZodObject>(calls: LinkCalls, id: number, document: FieldDocument<S>) {
  const { keys, service, changeVariables } = calls;
  const client = useQueryClient();
  return useMutation({
    mutationFn: (other: number) =>
      graphqlField(document.query, changeVariables(id, other), { service, schema: document.schema }),
    onSuccess: (linked) => {
      client.setQueryData(keys.linked(id), linked);
      void client.invalidateQueries({ queryKey: keys.toLinkAll(id) });
    },
  });
}
