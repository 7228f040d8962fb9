import { TextInput, type TextInputProps } from '@mantine/core';

/** Keeps the digits of what is typed and writes them as HH:mm (at most four digits). */
export function maskTime(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

type TimeFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A time typed as HH:mm, the same in every language (unlike the browser's time input): the CD hours, pre-scheduling. */
export function TimeField({ value, onChange, placeholder = 'HH:mm', ...props }: TimeFieldProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(maskTime(e.currentTarget.value))}
      {...props}
    />
  );
}
