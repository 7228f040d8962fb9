import { Button, Stack } from '@mantine/core';
import { hasPermission, todayInSaoPaulo } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { downloadProgressTexts, DownloadProgressBar } from '../../../components/ui/download-progress-bar';
import { FilteredListCards } from '../../../components/ui/filtered-list-cards';
import { PageHeader } from '../../../components/ui/page-header';
import type { SessionUser } from '../../../lib/session-user';
import { useDownload } from '../../../lib/use-download';
import { useListSearch } from '../../../lib/use-list-search';
import { useDeclarationFile } from '../api/declaration-file';
import { downloadDeclarationsCsv, useDeclarationList } from '../api/list-declarations';
import { DeclarationFilters } from '../components/declaration-filters';
import { DeclarationTable } from '../components/declaration-table';
import { DEFAULT_FILTER, EMPTY_FILTER_FORM, FILTER_URL_SCHEMA, filterFromForm } from '../model/declaration-filters';

/**
 * /declaration-list (declaration-list: Admin, Usuario, Logistica; spec 001 §2, §7, §9): the declarations filtered
 * (filters in the address), 20 a page, with each file's download, the CSV of the applied filters (up to 10,000
 * rows) and, for declaration-details, the way to the audit form. The server scopes the rows.
 */
export function DeclarationListPage({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const results = useListSearch({
    schema: FILTER_URL_SCHEMA,
    defaults: EMPTY_FILTER_FORM,
    parse: filterFromForm,
    fallback: DEFAULT_FILTER,
    useList: useDeclarationList,
  });
  const file = useDeclarationFile();
  const csv = useDownload<'csv'>();
  const canOpen = hasPermission(user.permissions, 'declaration-details');

  return (
    <Stack gap="md">
      <PageHeader
        title={t('screens.declaration-list')}
        intro={t('declarations.list.intro')}
        actions={
          <Button
            variant="default"
            loading={csv.state !== null}
            onClick={() => void csv.run('csv', (task) => downloadDeclarationsCsv(results.filter, i18n.language, task))}
          >
            {t('declarations.list.csv')}
          </Button>
        }
      />
      <DownloadProgressBar
        state={csv.state}
        {...downloadProgressTexts(t, 'declarations.list')}
        onCancel={csv.cancel}
        maw={520}
      />
      <FilteredListCards
        results={results}
        texts="declarations.list"
        filters={({ problem, ...props }) => <DeclarationFilters {...props} errors={problem ?? {}} />}
        clearProblemOn={['dataPedidoInicial', 'dataPedidoFinal', 'dataCadastroInicial', 'dataCadastroFinal']}
      >
        <DeclarationTable
          rows={results.rows}
          today={todayInSaoPaulo()}
          canOpen={canOpen}
          onDownload={(id) => void file.download(id)}
          downloading={file.busy}
        />
      </FilteredListCards>
    </Stack>
  );
}
