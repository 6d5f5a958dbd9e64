// While the menus load: the shape of the page to come (no layout jump), announced once.
import { useIntl } from 'react-intl';

export function LandingPending() {
  const intl = useIntl();
  return (
    <div className="l-skeleton" role="status">
      <span className="l-visually-hidden">{intl.formatMessage({ id: 'landing.loading', defaultMessage: 'Loading the menus…' })}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="l-card l-skeleton__card" aria-hidden="true" />
      ))}
    </div>
  );
}
