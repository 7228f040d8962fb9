import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { addDays, hasPermission, loadActions, type FreeGatesDto, type LoadDetailDto } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MissingIdState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError, notifySuccessCode } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { usePageId } from '../../../lib/page-id';
import { usePageTitle } from '../../../lib/page-title';
import { useFreePlaces } from '../api/get-free-places';
import { useSchedulingLoad } from '../api/get-load';
import { useSaveSchedule } from '../api/save-schedule';
import { PlacePicker } from '../components/place-picker';
import { weekReason } from '../components/no-place-text';
import { placeValues } from '../components/place-text';
import {
  EMPTY_SELECTION,
  dayMonth,
  gatesAt,
  hasNoFreePlace,
  isComplete,
  validSelection,
  weekDays,
  weekYear,
  type Place,
  type Selection,
} from '../model/free-places';
import { selectionOf } from '../model/no-place';
import { schedulingErrorText } from '../scheduling-error';

export interface SchedulingPageProps {
  /** The session's permissions (app/ passes them). */
  permissions: readonly string[];
}

/** The load's current booking, when it has a gate (spec 000 §4: portao neither zero nor null). */
function currentPlace(load: LoadDetailDto | undefined): Place | null {
  if (!load?.portao || !load.dtEntrega || !load.horaEntrega) return null;
  return { idPortao: load.portao, dtEntrega: load.dtEntrega, horaEntrega: load.horaEntrega };
}

/** /scheduling?id=<idCarga>: book the load at a free day, hour and gate of its week, or move its booking. */
export function SchedulingPage({ permissions }: SchedulingPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pageId = usePageId('idCarga');
  const idCarga = pageId.id;
  usePageTitle(idCarga === null ? null : t('app.titleLoad', { id: idCarga }));
  const cdWide = hasPermission(permissions, 'admin_alter_load_permissions');
  const load = useSchedulingLoad(idCarga);
  const free = useFreePlaces(idCarga, cdWide);
  const save = useSaveSchedule();
  const [picked, setPicked] = useState<Selection>(EMPTY_SELECTION);
  const saveRef = useRef<HTMLButtonElement>(null);

  const back = () => void navigate(idCarga ? `/load-details?id=${idCarga}` : '/load');
  const current = currentPlace(load.data);
  const selection = free.data ? validSelection(free.data, picked, current) : EMPTY_SELECTION;

  const onSave = () => {
    if (!idCarga || !free.data || !isComplete(selection)) return;
    const moving = load.data?.idAgendamento ?? null;
    save.mutate(
      {
        input: { idCarga, idPortao: selection.idPortao, dtEntrega: selection.data, horaEntrega: selection.hour },
        idAgendamento: moving,
      },
      {
        onSuccess: () => {
          notifySuccessCode(moving ? 'scheduling002' : 'scheduling001');
          // every cached load, order list and report may show the booking: refetched when next shown
          void queryClient.invalidateQueries({ refetchType: 'none' });
          back();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 401 || error.code === 'sessionExpired')) return;
          notifyError(schedulingErrorText(error));
          // the place was taken meanwhile: show what is still free, keeping what of the choice still is
          if (error instanceof ApiError && error.code === 'scheduling010') void free.refetch();
        },
      },
    );
  };

  const header = (
    <PageHeader
      title={idCarga ? t('scheduling.page.title', { id: idCarga }) : t('screens.scheduling')}
      intro={<Subtitle load={load.data} free={free.data} />}
      back={{ label: t('scheduling.page.back'), onClick: back }}
    />
  );

  const body = () => {
    if (!idCarga)
      return (
        <MissingIdState
          problem={pageId.problem ?? 'missing'}
          title={t('scheduling.page.noLoadTitle')}
          text={t('scheduling.page.noLoad')}
          action={{ label: t('scheduling.page.toLoads'), to: '/load' }}
        />
      );
    const failed = load.error ?? free.error;
    if (failed) {
      return (
        <Alert color="red" role="alert" title={t('scheduling.page.errorTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{schedulingErrorText(failed)}</Text>
            <Group gap="sm">
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  if (load.isError) void load.refetch();
                  if (free.isError) void free.refetch();
                }}
              >
                {t('scheduling.page.retry')}
              </Button>
              <Button size="xs" variant="default" onClick={back}>
                {t('scheduling.page.back')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      );
    }
    if (!load.data || !free.data) {
      return (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('scheduling.page.loading')}</Text>
        </Group>
      );
    }
    const statuses = load.data.pedidos.map((p) => p.status);
    if (!loadActions({ statuses, scheduled: current !== null }).schedule) {
      return (
        <Alert color="yellow" title={t('scheduling.page.notAllowedTitle')}>
          {t('scheduling013', { ns: 'errors' })}
        </Alert>
      );
    }
    if (hasNoFreePlace(weekDays(free.data, current))) {
      const why = weekReason(t, free.data);
      return (
        <Alert color="yellow" title={t('scheduling.page.emptyTitle')}>
          <Stack gap="sm" align="flex-start">
            {why && (
              <Text size="sm" fw={600} data-testid="week-reason">
                {why}
              </Text>
            )}
            <Text size="sm">
              {t('scheduling.page.emptyText', {
                week: weekYear(free.data.anoSemanaComercial, free.data.semanaComercial),
                cd: free.data.nomeCd,
              })}
            </Text>
            <Button size="xs" variant="default" onClick={back}>
              {t('scheduling.page.back')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    return (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="lg">
          <PlacePicker
            free={free.data}
            exclude={current}
            selection={selection}
            onChange={setPicked}
            onPickSuggestion={(suggestion) => {
              setPicked(selectionOf(suggestion));
              // the place is chosen whole: what is left is to save it
              requestAnimationFrame(() => saveRef.current?.focus());
            }}
          />
          <SaveBar
            free={free.data}
            selection={selection}
            current={current}
            saving={save.isPending}
            refreshing={free.isFetching}
            onSave={onSave}
            saveRef={saveRef}
          />
        </Stack>
      </Card>
    );
  };

  return (
    <Stack gap="lg" maw={1200}>
      {header}
      {current && load.data && (
        <CurrentBooking place={current} gate={load.data.nomePortao ?? String(current.idPortao)} />
      )}
      {body()}
    </Stack>
  );
}

function Subtitle({ load, free }: { load: LoadDetailDto | undefined; free: FreeGatesDto | undefined }) {
  const { t } = useTranslation();
  const semana = load?.semanaComercial ?? free?.semanaComercial;
  if (semana === undefined) return null;
  const parts = [
    t('scheduling.page.week', { week: weekYear(load?.anoSemanaComercial ?? free?.anoSemanaComercial, semana) }),
  ];
  if (free) {
    parts[0] += ` (${dayMonth(free.dataInicialSemana)} – ${dayMonth(addDays(free.dataInicialSemana, 6))})`;
  }
  const cd = free?.nomeCd ?? load?.centroDistribuicao;
  if (cd) parts.push(cd);
  if (load) parts.push(t('scheduling.page.volumes', { count: load.totalVolumes }));
  return <Text c="dimmed">{parts.join(' · ')}</Text>;
}

function CurrentBooking({ place, gate }: { place: Place; gate: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" title={t('scheduling.page.currentTitle')}>
      {t('scheduling.page.current', placeValues(t, place.dtEntrega, place.horaEntrega, gate))}
    </Alert>
  );
}

interface SaveBarProps {
  free: FreeGatesDto;
  selection: Selection;
  current: Place | null;
  saving: boolean;
  refreshing: boolean;
  onSave: () => void;
  saveRef: Ref<HTMLButtonElement>;
}

/** What will be saved, in words, and Save (enabled only with a day, an hour and a gate). */
function SaveBar({ free, selection, current, saving, refreshing, onSave, saveRef }: SaveBarProps) {
  const { t } = useTranslation();
  const complete = isComplete(selection);
  const gate = complete
    ? gatesAt(free, selection.data, selection.hour, current).find((g) => g.idPortao === selection.idPortao)
    : undefined;
  return (
    <Group justify="space-between" align="center" gap="md">
      <Text size="sm" aria-live="polite" c={gate ? undefined : 'dimmed'}>
        {complete && gate
          ? t(current ? 'scheduling.page.summaryMove' : 'scheduling.page.summary', {
              ...placeValues(t, selection.data, selection.hour, gate.nomePortao),
            })
          : t('scheduling.page.incomplete')}
      </Text>
      <Button ref={saveRef} onClick={onSave} disabled={!complete || refreshing} loading={saving}>
        {current ? t('scheduling.page.saveMove') : t('scheduling.page.save')}
      </Button>
    </Group>
  );
}
