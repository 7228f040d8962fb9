import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Renner red. Shade 6 (#C8102E) is the filled colour: white text on it has a contrast of 5.9:1 and it
 * reads 5.9:1 as text on white, so buttons, links and the active menu item pass WCAG AA.
 */
const brand: MantineColorsTuple = [
  '#fdebee',
  '#f9d3d9',
  '#f2a6b2',
  '#eb7588',
  '#e44c64',
  '#e0334d',
  '#c8102e',
  '#b30e29',
  '#9b0a23',
  '#82061c',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Users who ask their system for less motion get no transitions (the e2e browser asks too, so axe
  // never measures a notification half faded in).
  respectReducedMotion: true,
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
    fontWeight: '700',
  },
  components: {
    Notification: { defaultProps: { radius: 'md' } },
  },
});

/**
 * Contrast fixes for the light scheme: Mantine's "dimmed" (gray 6) is 3.3:1 on white, and the "light"
 * variants (alert titles, light badges) use shade 6 on a tinted background, under 4.5:1 for red, blue,
 * green and yellow. Darker tones keep them at AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray[7] ?? '#495057',
    '--mantine-color-red-light-color': '#b02525',
    '--mantine-color-blue-light-color': '#1864ab',
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-yellow-light-color': '#7a5300',
    '--mantine-color-gray-light-color': '#343a40',
    // order status badges (N violet, M orange, D teal) at 11 px bold
    '--mantine-color-violet-light-color': '#5f3dc4',
    '--mantine-color-orange-light-color': '#a63c06',
    '--mantine-color-teal-light-color': '#0b6b52',
    // field errors (red 6 is 3.3:1 on white)
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
