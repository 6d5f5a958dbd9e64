// While the menus load: the shape of the page to come (no layout jump), announced once.
import { defineMessage, useIntl } from 'react-intl';

export const loadingMenus = defineMessage({ id: 'landing.loading', defaultMessage: 'Loading the menus…' });

/** The cards' shape, for the eye only: the loading text is said elsewhere. */
export function MenuCardsPending() {
  return (
    <div className="l-skeleton" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <div key={index} className="l-card l-skeleton__card" />
      ))}
    </div>
  );
}

export function LandingPending() {
  const intl = useIntl();
  return (
    <div role="status" className="l-page-pending">
      <span className="l-visually-hidden">{intl.formatMessage(loadingMenus)}</span>
      <MenuCardsPending />
    </div>
  );
}
