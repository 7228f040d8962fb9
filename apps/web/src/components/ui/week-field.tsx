import { TextInput, type TextInputProps } from '@mantine/core';
import { MAX_COMMERCIAL_WEEK, parseWeekNumber } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface WeekFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** the week as typed: '' or digits */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A commercial week number (1 to 53, calendar/week-format.ts). It keeps what is typed and says at once when that
 * is no week ("77" was clamped to "7" by a number input and searched week 7); the filter refuses it too.
 */
export function WeekField({ value, onChange, error, onBlur, ...props }: WeekFieldProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  // "0" or "5" may still become "05" or "53" while typing; two digits, or leaving the field, settle it
  const wrong = value !== '' && parseWeekNumber(value) === null && (left || value.length >= 2);
  return (
    <TextInput
      {...props}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      maxLength={2}
      error={wrong ? t('ui.weekField.invalid', { max: MAX_COMMERCIAL_WEEK }) : error}
      onChange={(event) => {
        setLeft(false);
        onChange(event.currentTarget.value.replace(/\D/g, ''));
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
    />
  );
}
