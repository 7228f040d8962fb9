import type { CdListItemDto } from '@portal/domain';

/** Lower case without accents, so "cabreuva" finds "Cabreúva". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The quick filter of /cd-list: every word must appear in the code, name, city, state or a company. */
export function filterCds(cds: readonly CdListItemDto[], text: string): CdListItemDto[] {
  const words = normalize(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...cds];
  return cds.filter((cd) => {
    const haystack = normalize([cd.codigo, cd.nome, cd.cidade, cd.uf, ...cd.empresas.map((e) => e.nome)].join(' '));
    return words.every((w) => haystack.includes(w));
  });
}
