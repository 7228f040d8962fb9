import { Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { EXCEPTION_TABLE_TRUNCATE, formatDateBr, weekdayOf, type CdExceptionDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { notifySuccessCode } from '../../../lib/api-client';
import { useCreateException } from '../api/create-exception';
import { useDeleteException } from '../api/delete-exception';
import { useExceptions } from '../api/list-exceptions';
import { useDeletion } from '../hooks/use-deletion';
import { notifyCdError } from '../model/errors';
import { weekdayName } from '../model/weekdays';
import { ConfirmDeleteModal } from './confirm-modal';
import { ExceptionForm } from './exception-form';
import { SectionList } from './query-state';
import { TruncatedText } from '../../../components/ui/truncated-text';

/** The CD's closed dates (spec 000 §2, §3): list, add (title and date) and delete after confirming. */
export function ExceptionsPanel({ idCd, canEdit }: { idCd: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const list = useExceptions(idCd);
  const create = useCreateException(idCd);
  const deletion = useDeletion<CdExceptionDto>(useDeleteException(idCd), 'cdException002');

  const add = (input: Parameters<typeof create.mutateAsync>[0]) =>
    create.mutateAsync(input).then(
      () => {
        notifySuccessCode('cdException001');
        return true;
      },
      (error: unknown) => {
        notifyCdError(error);
        return false;
      },
    );

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('cds.exceptions.intro')}
      </Text>
      {canEdit && (
        <Card withBorder radius="md" padding="md">
          <Title order={2} size="h5" mb="xs">
            {t('cds.exceptions.addTitle')}
          </Title>
          <ExceptionForm idCd={idCd} saving={create.isPending} onAdd={add} />
        </Card>
      )}
      <SectionList
        query={list}
        title={t('cds.details.tabs.exceptions')}
        empty={t('NotFoundExceptions', { ns: 'errors' })}
      >
        {(exceptions) => (
          <DataTable
            striped
            verticalSpacing="xs"
            maw={720}
            label={t('cds.exceptions.tableLabel')}
            minWidth={480}
            columns={[
              t('cds.exceptions.columns.date'),
              t('cds.exceptions.columns.weekday'),
              t('cds.exceptions.columns.title'),
              canEdit && { label: t('cds.exceptions.columns.actions'), w: 100 },
            ]}
          >
            {exceptions.map((exception) => (
              <Table.Tr key={exception.id}>
                <Table.Td>{formatDateBr(exception.data)}</Table.Td>
                <Table.Td>{weekdayName(t, weekdayOf(exception.data))}</Table.Td>
                <Table.Td>
                  <TruncatedText text={exception.descricao} max={EXCEPTION_TABLE_TRUNCATE} />
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('cds.exceptions.deleteOf', { date: formatDateBr(exception.data) })}
                      onClick={() => deletion.ask(exception)}
                    >
                      {t('cds.form.delete')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </SectionList>
      <ConfirmDeleteModal
        deletion={deletion}
        title={t('cds.exceptions.confirmTitle')}
        text={(exception) =>
          t('cds.exceptions.confirmText', { title: exception.descricao, date: formatDateBr(exception.data) })
        }
      />
    </Stack>
  );
}
