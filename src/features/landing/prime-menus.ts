// The landing's menus are asked for while the app starts, beside the feature tree, rather than once
// the router has matched the page: one round trip less before they show. The route's loader then
// takes this answer (src/api/http.ts primeApiGet), or asks again if its request differs.
import { defaultParseSearch } from '@tanstack/react-router';
import { primeApiGet } from '@/api/http';
import { splitLocalePrefix } from '@/lib/locale';
import { lastKnownUser } from '@/stores/session';
import { menusQueryOf, validateLandingSearch } from './landing-search';

export function primeLandingMenus({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  if (splitLocalePrefix(pathname).path !== '/') return;
  // A visitor who was signed in last time is likely still: their menus are their tenant's, which
  // is known only with the session and the feature tree — asked now, they would be asked twice.
  if (lastKnownUser()) return;
  primeApiGet('public/menus', menusQueryOf(validateLandingSearch(defaultParseSearch(search))));
}
