import { within } from '@testing-library/react';

/** The texts of a table's column headers, in order. */
export function headerTexts(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

/** The texts of a row's cells, in order. */
export function cellTexts(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** The texts of a select's options, in order. */
export function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}
