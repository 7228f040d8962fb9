import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/helpers';
import { WeekField } from '../week-field';

function Harness() {
  const [value, setValue] = useState('');
  return <WeekField label="Week" value={value} onChange={setValue} />;
}

describe('WeekField', () => {
  it.each([
    ['pt-BR', 'Semana inválida: use um número de 1 a 53'],
    ['en-US', 'Invalid week: use a number from 1 to 53'],
    ['es-ES', 'Semana no válida: use un número del 1 al 53'],
  ])('keeps "77" as typed and says it is no week (%s)', async (language, message) => {
    await i18n.changeLanguage(language);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Week' });
    await user.type(input, '77');
    expect(input).toHaveValue('77');
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('takes weeks 1 to 53 and nothing but digits; "0" is wrong once the field is left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Week' });
    await user.type(input, 'a5x3');
    expect(input).toHaveValue('53');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '0');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
