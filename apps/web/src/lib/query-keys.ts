/**
 * Query keys of a register area (providers, subcontractors, sample concessions): every key starts with the area's
 * name, so invalidating `all` reaches the area's every query, `lists` every filtered list, `detail(id)` one row.
 */
export function registerKeys<Filter>(area: string) {
  return {
    all: [area] as const,
    lists: [area, 'list'] as const,
    list: (filter: Filter) => [area, 'list', filter] as const,
    detail: (id: number) => [area, 'detail', id] as const,
  };
}

/**
 * The keys of the rows linked to one of an area's rows (a provider's subcontractors, a subcontractor's providers)
 * and of its pick list: every search's (`toLinkAll`, what a link change asks again) and one search's.
 */
export function linkKeys(area: string, linked: string) {
  const toLink = `${linked}-to-link`;
  return {
    linked: (id: number) => [area, linked, id] as const,
    toLinkAll: (id: number) => [area, toLink, id] as const,
    toLink: (id: number, nome: string) => [area, toLink, id, nome] as const,
  };
}
export type LinkKeys = ReturnType<typeof linkKeys>;
