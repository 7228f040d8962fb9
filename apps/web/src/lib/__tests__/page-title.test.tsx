import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { composeTitle, PageTitleProvider, usePageTitle } from '../page-title';

function Page({ detail }: { detail: string | null }) {
  usePageTitle(detail);
  return null;
}

describe('composeTitle', () => {
  it.each([
    [
      ['Pedido 4215729', 'Status da conciliação', 'Portal Fornecedor'],
      'Pedido 4215729 · Status da conciliação · Portal Fornecedor',
    ],
    [[null, 'Cargas', 'Portal Fornecedor'], 'Cargas · Portal Fornecedor'],
    [[null, null, 'Portal Fornecedor'], 'Portal Fornecedor'],
    [['  ', undefined, 'Portal Fornecedor'], 'Portal Fornecedor'],
  ])('%j → %s', (parts, title) => expect(composeTitle(parts)).toBe(title));
});

describe('PageTitleProvider and usePageTitle', () => {
  it('puts the page’s detail before the screen, whichever effect runs first, and drops it when the page goes', async () => {
    const { rerender } = render(
      <PageTitleProvider screen="Detalhes da carga" site="Portal Fornecedor">
        <Page detail="Carga 72" />
      </PageTitleProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Carga 72 · Detalhes da carga · Portal Fornecedor'));
    rerender(
      <PageTitleProvider screen="Detalhes da carga" site="Portal Fornecedor">
        <Page detail="Carga 73" />
      </PageTitleProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Carga 73 · Detalhes da carga · Portal Fornecedor'));
    rerender(
      <PageTitleProvider screen="Cargas" site="Portal Fornecedor">
        {null}
      </PageTitleProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Cargas · Portal Fornecedor'));
  });
});
