import { TextInput } from '@mantine/core';
import { digitsOnly } from '@portal/domain';
import { WarningIcon } from './warning-icon';

interface QuantityInputProps {
  label: string;
  value: string;
  /** Receives the typed text with anything but digits removed; the caller may cap it further. */
  onChange: (digits: string) => void;
  /** A marked row: red border, warning icon and this message under the input (read with it). */
  error?: string | null;
  disabled?: boolean;
  testId?: string;
}

/** A row's quantity: digits only (spec 000 §5), labelled for screen readers since the table shows no label. */
export function QuantityInput({ label, value, onChange, error, disabled, testId }: QuantityInputProps) {
  return (
    <TextInput
      aria-label={label}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.currentTarget.value))}
      inputMode="numeric"
      autoComplete="off"
      size="xs"
      w={110}
      disabled={disabled}
      error={error || undefined}
      rightSection={error ? <WarningIcon /> : undefined}
      rightSectionPointerEvents="none"
      styles={{ error: { whiteSpace: 'normal', maxWidth: 220 } }}
      data-testid={testId}
    />
  );
}
