import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/helpers';
import { DateField } from '../date-field';

/** A field whose value the test can read, as a filter form holds it. */
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Delivery from" value={value} onChange={setValue} />
      <output aria-label="value">{value}</output>
    </>
  );
}

const valueOf = () => screen.getByRole('status', { name: 'value' }).textContent;

describe('DateField', () => {
  it('takes dd/mm/yyyy in en-US too (a browser date input would want mm/dd/yyyy) and gives YYYY-MM-DD', async () => {
    await i18n.changeLanguage('en-US');
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Delivery from' });
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(input, '05/03/2027');
    expect(valueOf()).toBe('2027-03-05');
    expect(input).toHaveValue('05/03/2027');
  });

  it('shows a stored YYYY-MM-DD as dd/mm/yyyy and reads typed digits and a pasted ISO date', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="2026-11-22" />);
    const input = screen.getByRole('textbox', { name: 'Delivery from' });
    expect(input).toHaveValue('22/11/2026');
    await user.clear(input);
    expect(valueOf()).toBe('');
    await user.type(input, '04012027');
    expect(valueOf()).toBe('2027-01-04');
    expect(input).toHaveValue('04/01/2027');
    await user.clear(input);
    await user.type(input, '2027-02-28');
    expect(valueOf()).toBe('2027-02-28');
    expect(input).toHaveValue('28/02/2027');
  });

  it.each([
    ['en-US', 'Invalid date: use dd/mm/yyyy'],
    ['pt-BR', 'Data inválida: use dd/mm/aaaa'],
    ['es-ES', 'Fecha no válida: use dd/mm/aaaa'],
  ])('an impossible date is no date, with a translated error (%s)', async (language, message) => {
    await i18n.changeLanguage(language);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Delivery from' });
    await user.type(input, '31/02/2027');
    expect(valueOf()).toBe('31/02/2027');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('says an unfinished date is wrong only once the field is left', async () => {
    await i18n.changeLanguage('en-US');
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Delivery from' }), '05/03');
    expect(screen.queryByText('Invalid date: use dd/mm/yyyy')).toBeNull();
    await user.tab();
    expect(screen.getByText('Invalid date: use dd/mm/yyyy')).toBeInTheDocument();
  });

  it('picks a day from the calendar, in the language shown', async () => {
    await i18n.changeLanguage('pt-BR');
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="2027-03-05" />);
    await user.click(screen.getByRole('button', { name: 'Abrir o calendário' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('março 2027')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '17 março 2027' }));
    expect(valueOf()).toBe('2027-03-17');
    expect(screen.getByRole('textbox', { name: 'Delivery from' })).toHaveValue('17/03/2027');
  });
});
