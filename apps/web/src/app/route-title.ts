import { ROUTE_PERMISSIONS, type RoutePermission } from '@portal/domain';

const SCREENS = new Set<string>(ROUTE_PERMISSIONS);

/**
 * The catalogue key of the screen a path shows, for the browser's tab: every protected screen is named in
 * `screens.*` after its path (the same list as the guard and the menu); the sign-in pages share one name; '/' and
 * unknown paths have none (the title is then the site's name alone).
 */
export function screenTitleKey(pathname: string): `screens.${RoutePermission}` | 'app.titleSignIn' | null {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  if (first === 'login') return 'app.titleSignIn';
  return SCREENS.has(first) ? (`screens.${first}` as `screens.${RoutePermission}`) : null;
}
