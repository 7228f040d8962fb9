import { Alert, Stack, Tabs, Title } from '@mantine/core';
import type { GateDto } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, MissingIdState } from '../../../components/ui/empty-state';
import { StatusPanel } from '../../../components/ui/status-panel';
import { ApiError } from '../../../lib/api-client';
import { pageIdFrom } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import { useCdDetail } from '../api/get-cd-detail';
import { CdHeader } from '../components/cd-header';
import { ExceptionsPanel } from '../components/exceptions-panel';
import { GatesPanel } from '../components/gates-panel';
import { OpeningHoursPanel } from '../components/opening-hours-panel';
import { SectionError } from '../components/query-state';
import { VariationsPanel } from '../components/variations-panel';
import { cdAccessOf, type CdSession } from '../model/access';

const TABS = ['hours', 'exceptions', 'gates', 'variations'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export interface CdDetailsPageProps {
  /** The session's claims the access rule reads (app/ passes them). */
  session: CdSession;
}

/**
 * /cd-details?id= (spec 000 §2): the CD's header and its sections (opening hours, exceptions, gates, gate
 * variations) as tabs; the tab and the chosen gate live in the address (&tab=, &gate=) so they survive a reload.
 * Read-only without edit-cd-details, and for a logistics user on another CD than its own.
 */
export function CdDetailsPage({ session }: CdDetailsPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // the CD comes from the address only: the list links to ?id= and nothing sends it in the state
  const pageId = pageIdFrom(null, params);
  const idCd = pageId.id ?? 0;
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'hours';
  const gateParam = Number(params.get('gate'));
  const idPortao = Number.isInteger(gateParam) && gateParam > 0 ? gateParam : null;
  const access = useMemo(() => cdAccessOf(session), [session]);
  const detail = useCdDetail(idCd);
  usePageTitle(detail.data ? `${detail.data.codigo} - ${detail.data.nome}` : null);

  const go = (next: { tab?: Tab; gate?: number | null }) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next.tab) p.set('tab', next.tab);
        if (next.gate !== undefined) {
          if (next.gate === null) p.delete('gate');
          else p.set('gate', String(next.gate));
        }
        return p;
      },
      { replace: true },
    );

  const toList = { label: t('cds.details.back'), to: '/cd-list' };
  if (pageId.id === null) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('screens.cd-details')}</Title>
        <MissingIdState
          problem={pageId.problem}
          title={t('cds.details.invalidId')}
          text={t('cds.details.noIdText')}
          action={toList}
        />
      </Stack>
    );
  }
  if (detail.isPending) return <StatusPanel tone="loading" message={t('cds.details.loading')} />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404)
      return (
        <Stack gap="lg">
          <Title order={1}>{t('screens.cd-details')}</Title>
          <EmptyState role="alert" icon="search" title={t('cds.details.notFound')} action={toList} />
        </Stack>
      );
    return (
      <Stack gap="lg">
        <Title order={1}>{t('screens.cd-details')}</Title>
        <SectionError title={t('cds.details.error')} error={detail.error} onRetry={() => void detail.refetch()} />
      </Stack>
    );
  }

  const cd = detail.data;
  const canEdit = access.canEdit(cd.id);
  const openVariations = (gate: GateDto) => go({ tab: 'variations', gate: gate.id });

  return (
    <Stack gap="lg">
      <CdHeader cd={cd} />
      {!canEdit && (
        <Alert color="blue" variant="light">
          {t('cds.details.readOnly')}
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => isTab(value) && go({ tab: value })} keepMounted={false}>
        <Tabs.List aria-label={t('cds.details.sections')}>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`cds.details.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="hours" pt="lg">
          <OpeningHoursPanel cd={cd} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="exceptions" pt="lg">
          <ExceptionsPanel idCd={cd.id} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="gates" pt="lg">
          <GatesPanel cd={cd} canEdit={canEdit} onVariations={openVariations} />
        </Tabs.Panel>
        <Tabs.Panel value="variations" pt="lg">
          <VariationsPanel cd={cd} canEdit={canEdit} idPortao={idPortao} onSelectGate={(gate) => go({ gate })} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
