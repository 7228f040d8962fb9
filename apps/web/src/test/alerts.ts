import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for the page's alert and expects it to say each of the texts (a refusal's title, its detail); answers the
 * alert for the checks that follow (its link, its button).
 */
export async function expectAlert(...texts: string[]): Promise<HTMLElement> {
  const alert = await screen.findByRole('alert');
  for (const text of texts) expect(alert).toHaveTextContent(text);
  return alert;
}
