import { Stack, Text } from '@mantine/core';
import { shortTime, truncateText, type FreeGatesDto, type PlaceSuggestionDto } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { dayMonth, gatesAt, weekDays, type Place, type Selection } from '../model/free-places';
import { dayWithoutPlace, suggestionsOf } from '../model/no-place';
import { ChoiceGroup } from './choice-group';
import classes from './choice-group.module.css';
import { NoPlacePanel } from './no-place-panel';
import { shortReason } from './no-place-text';

/** Gate names are cut to 24 characters (spec 000 §9), the full name in a tooltip. */
export const GATE_NAME_MAX = 24;

interface PlacePickerProps {
  free: FreeGatesDto;
  /** the load's current booking: never offered again */
  exclude: Place | null;
  selection: Selection;
  onChange: (selection: Selection) => void;
  /** a nearest free place chosen from a day without one */
  onPickSuggestion: (suggestion: PlaceSuggestionDto) => void;
}

/** A time or gate where the load's supplier holds reserved capacity (pre-scheduling, A15): the text and the mark. */
function ReservedLabel({ text, mark }: { text: string; mark: string }) {
  return (
    <Stack gap={0} align="center">
      <Text span size="sm" inherit fw={600}>
        {text}
      </Text>
      <Text span size="xs" inherit fw={400} data-reserved="">
        {mark}
      </Text>
    </Stack>
  );
}

/** Day (Sunday to Saturday), then hour (free at some gate that day), then gate (free that day and hour). */
export function PlacePicker({ free, exclude, selection, onChange, onPickSuggestion }: PlacePickerProps) {
  const { t } = useTranslation();
  const days = weekDays(free, exclude);
  const day = days.find((d) => d.data === selection.data) ?? null;
  const hours = day?.hours ?? [];
  const gates = day && selection.hour ? gatesAt(free, day.data, selection.hour, exclude) : [];
  const empty = day && day.hours.length === 0 ? dayWithoutPlace(free, day.data) : null;

  return (
    <Stack gap="lg">
      <ChoiceGroup
        id="scheduling-day"
        title={t('scheduling.page.day')}
        layout="days"
        selected={selection.data}
        onSelect={(data) => onChange({ data, hour: null, idPortao: null })}
        choices={days.map((d) => {
          const weekday = t(`scheduling.weekdays.${d.diaSemana}`);
          const open = d.hours.length > 0;
          const why = open ? null : dayWithoutPlace(free, d.data);
          const count = open
            ? t('scheduling.page.freeHours', { count: d.hours.length })
            : why
              ? shortReason(t, why)
              : t('scheduling.page.noFreeHours');
          const reserved = d.reserved.length > 0 ? t('scheduling.page.reservedForYou') : null;
          return {
            value: d.data,
            name: `${weekday} ${dayMonth(d.data)}`,
            description: why ? shortReason(t, why) : (reserved ?? undefined),
            // a day the server explains opens its reason and nearest places; otherwise it cannot be chosen (spec)
            disabled: !open && !why,
            unavailable: !open && why !== null,
            label: (
              <>
                <Text span fw={600} size="sm" inherit>
                  <span className={classes.long}>{weekday}</span>
                  <span className={classes.short} data-short="">
                    {t(`scheduling.weekdaysShort.${d.diaSemana}`)}
                  </span>
                </Text>
                <Text span size="sm" inherit fw={500}>
                  {dayMonth(d.data)}
                </Text>
                <Text span size="xs" inherit fw={400}>
                  {count}
                </Text>
                {reserved && (
                  <Text span size="xs" inherit fw={600} data-reserved="">
                    {reserved}
                  </Text>
                )}
              </>
            ),
          };
        })}
      />
      {empty ? (
        <NoPlacePanel day={empty} suggestions={suggestionsOf(empty, exclude)} onPick={onPickSuggestion} />
      ) : (
        <HourAndGate selection={selection} onChange={onChange} day={day} hours={hours} gates={gates} />
      )}
    </Stack>
  );
}

interface HourAndGateProps extends Pick<PlacePickerProps, 'selection' | 'onChange'> {
  day: ReturnType<typeof weekDays>[number] | null;
  hours: string[];
  gates: ReturnType<typeof gatesAt>;
}

/** The hours free at some gate on the chosen day, then the gates free at the chosen hour. */
function HourAndGate({ selection, onChange, day, hours, gates }: HourAndGateProps) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceGroup
        id="scheduling-hour"
        title={t('scheduling.page.hour')}
        layout="flow"
        hint={t('scheduling.page.chooseDay')}
        selected={selection.hour}
        onSelect={(hour) => onChange({ data: selection.data, hour, idPortao: null })}
        choices={hours.map((hour) => {
          const reserved = day?.reserved.includes(hour) ?? false;
          return {
            value: hour,
            name: shortTime(hour),
            description: reserved ? t('scheduling.page.reservedForYou') : undefined,
            label: reserved ? (
              <ReservedLabel text={shortTime(hour)} mark={t('scheduling.page.reservedForYou')} />
            ) : (
              shortTime(hour)
            ),
          };
        })}
      />
      <ChoiceGroup
        id="scheduling-gate"
        title={t('scheduling.page.gate')}
        layout="flow"
        hint={selection.data ? t('scheduling.page.chooseHour') : t('scheduling.page.chooseDayFirst')}
        selected={selection.idPortao}
        onSelect={(idPortao) => onChange({ ...selection, idPortao })}
        choices={gates.map((gate) => {
          const short = truncateText(gate.nomePortao, GATE_NAME_MAX);
          const mark = t('scheduling.page.reservedForYou');
          return {
            value: gate.idPortao,
            name: gate.nomePortao,
            description: gate.reserved ? mark : undefined,
            label: gate.reserved ? <ReservedLabel text={short} mark={mark} /> : short,
            tooltip: short === gate.nomePortao ? undefined : gate.nomePortao,
          };
        })}
      />
    </>
  );
}
