import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { urlText, useUrlFilters } from '../../../lib/use-url-filters';
import { useCdList } from '../../../lib/cd-list';
import { CdTable } from '../components/cd-table';
import { SectionError, SectionLoading } from '../components/query-state';
import { cdAccessOf, type CdSession } from '../model/access';
import { filterCds } from '../model/cd-filter';

/** The quick filter, kept in the URL (`?text=`) as it is typed: replaced, so Back leaves the list at once. */
const CD_FILTER_URL_SCHEMA = z.object({ text: urlText(100) });
const NO_TEXT = { text: '' };

export interface CdListPageProps {
  /** The session's claims the access rule reads (app/ passes them). */
  session: CdSession;
}

/** /cd-list (spec 000 §2): the CDs, a quick filter, and each row opening /cd-details for users with cd-details. */
export function CdListPage({ session }: CdListPageProps) {
  const { t } = useTranslation();
  const access = useMemo(() => cdAccessOf(session), [session]);
  const list = useCdList({ notify: false });
  const filters = useUrlFilters(CD_FILTER_URL_SCHEMA, NO_TEXT);
  const filter = filters.draft.text;
  const cds = list.data ?? [];
  const shown = filterCds(cds, filter);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('screens.cd-list')}</Title>
        <Text c="dimmed" mt={4}>
          {t('cds.list.intro')}
        </Text>
      </div>
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('cds.list.tableLabel')}>
        <Group justify="space-between" align="flex-end" mb="md">
          <TextInput
            label={t('cds.list.filter')}
            placeholder={t('cds.list.filterPlaceholder')}
            value={filter}
            onChange={(e) => {
              const text = e.currentTarget.value;
              filters.edit({ text });
              filters.apply({ text }, { replace: true });
            }}
            type="search"
            w={360}
            maw="100%"
          />
          {list.isSuccess && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {shown.length === 1 ? t('cds.list.countOne') : t('cds.list.countOther', { count: shown.length })}
            </Text>
          )}
        </Group>
        {list.isPending ? (
          <SectionLoading message={t('cds.list.loading')} />
        ) : list.isError ? (
          <SectionError title={t('cds.list.error')} error={list.error} onRetry={() => void list.refetch()} />
        ) : shown.length === 0 ? (
          <Text c="dimmed" py="md" ta="center">
            {cds.length === 0 ? t('cds.list.empty') : t('cds.list.noMatch')}
          </Text>
        ) : (
          <CdTable cds={shown} canOpen={access.canOpenDetails} />
        )}
      </Card>
    </Stack>
  );
}
