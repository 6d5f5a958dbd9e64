// Renders one component inside the app's providers (react-intl, antd theme) with the mock's
// feature tree, for components no route shows yet (e.g. the cart controls the landing composes).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { fetchFeatureTree } from '@/api/settings';
import { applyLocale } from '@/features/locale/locale-resources';
import type { Locale } from '@/lib/locale';
import { setFeatureTree } from '@/stores/features';
import { AppProviders } from '@/app';

export async function renderWithProviders(ui: ReactNode, { locale = 'en' }: { locale?: Locale } = {}) {
  await applyLocale(locale, false);
  setFeatureTree(await fetchFeatureTree());
  const view = render(<AppProviders>{ui}</AppProviders>);
  return { user: userEvent.setup(), ...view };
}
