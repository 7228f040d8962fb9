import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import { ActionIcon, Box, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTextOf, isCompleteDateText, isIsoDate, parseDateText } from '../../lib/date-text';

/** The calendar's month and weekday names follow the portal's language (dayjs locale names). */
const CALENDAR_LOCALE: Record<string, string> = { 'pt-BR': 'pt-br', 'en-US': 'en', 'es-ES': 'es' };

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'rightSection'> {
  /** YYYY-MM-DD, '' when empty, or the text being typed while it is not a date yet */
  value: string;
  /** YYYY-MM-DD once the text is a real date; '' when emptied; else the text as typed, which filters refuse */
  onChange: (value: string) => void;
}

function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}

/**
 * The portal's one date field: typed and shown as dd/mm/yyyy in every language (the browser's native date input
 * follows the browser's locale instead, mm/dd/yyyy in an American browser), with a calendar to pick from.
 * Callers keep YYYY-MM-DD values. A complete but impossible date ("31/02/2027"), or an unfinished one left
 * behind, shows a translated error at once (unless the caller gives its own). Typed digits "05032027" and a pasted
 * "2027-03-05" are read too.
 */
export function DateField({ value, onChange, error, onBlur, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [left, setLeft] = useState(false);
  const text = dateTextOf(value);
  // said once the text is complete or the field is left; the caller's own message (the form refused it) comes first
  const wrong = text !== '' && !isIsoDate(value) && (left || isCompleteDateText(text));

  return (
    // withRoles off: the target is a plain wrapper (the calendar button carries aria-expanded itself)
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      trapFocus
      returnFocus
      shadow="md"
      withRoles={false}
    >
      <Popover.Target>
        <Box>
          <TextInput
            {...props}
            value={text}
            placeholder={t('ui.dateField.placeholder')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            error={error ?? (wrong ? t('ui.dateField.invalid') : undefined)}
            onChange={(event) => {
              const typed = event.currentTarget.value.replace(/[^\d/-]/g, '');
              setLeft(false);
              onChange(parseDateText(typed) ?? typed);
            }}
            onBlur={(event) => {
              setLeft(true);
              onBlur?.(event);
            }}
            rightSection={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('ui.dateField.openCalendar')}
                aria-expanded={opened}
                disabled={props.disabled}
                onClick={() => setOpened((current) => !current)}
              >
                <CalendarIcon />
              </ActionIcon>
            }
          />
        </Box>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('ui.dateField.calendar')}>
        <DatePicker
          value={isIsoDate(value) ? value : null}
          defaultDate={isIsoDate(value) ? value : undefined}
          locale={CALENDAR_LOCALE[i18n.language] ?? 'pt-br'}
          firstDayOfWeek={0}
          // no red weekends: the commercial week runs Sunday to Saturday alike (and red on white fails contrast)
          weekendDays={[]}
          // the neighbouring months' days are drawn too faint to read (contrast); the arrows reach them
          hideOutsideDates
          ariaLabels={{
            previousMonth: t('ui.dateField.previousMonth'),
            nextMonth: t('ui.dateField.nextMonth'),
            previousYear: t('ui.dateField.previousYear'),
            nextYear: t('ui.dateField.nextYear'),
            previousDecade: t('ui.dateField.previousDecade'),
            nextDecade: t('ui.dateField.nextDecade'),
            monthLevelControl: t('ui.dateField.chooseMonth'),
            yearLevelControl: t('ui.dateField.chooseYear'),
          }}
          onChange={(picked) => {
            onChange(picked ?? '');
            setLeft(false);
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
