import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { maskTime } from '../model/format';

type MaskedProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A time typed as HH:mm (the same in every language, unlike the browser's time input). */
export function TimeField({ value, onChange, ...props }: MaskedProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={t('cds.form.timePlaceholder')}
      value={value}
      onChange={(e) => onChange(maskTime(e.currentTarget.value))}
      {...props}
    />
  );
}
