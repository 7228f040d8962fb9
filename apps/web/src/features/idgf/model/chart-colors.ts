/** The colours of the report's outcomes (Mantine palette variables), one meaning each across the cards. */
export const OUTCOME_COLORS = {
  good: 'var(--mantine-color-teal-7)',
  early: 'var(--mantine-color-blue-6)',
  bad: 'var(--mantine-color-red-7)',
  waiting: 'var(--mantine-color-yellow-6)',
  neutral: 'var(--mantine-color-gray-5)',
} as const;
