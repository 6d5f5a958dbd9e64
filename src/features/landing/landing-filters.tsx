// The landing page's filter bar: the day, the diet, closed restaurants and (search feature) a
// text search. Plain radio groups and inputs; every change goes to the URL.
import { useEffect, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { DAYS, DIETS, type Day, type Diet, type LandingSearch } from './landing-search';

const messages = defineMessages({
  filters: { id: 'landing.filters', defaultMessage: 'Filter the menus' },
  day: { id: 'landing.filter.day', defaultMessage: 'Day' },
  today: { id: 'landing.filter.today', defaultMessage: 'Today' },
  tomorrow: { id: 'landing.filter.tomorrow', defaultMessage: 'Tomorrow' },
  'after-tomorrow': { id: 'landing.filter.afterTomorrow', defaultMessage: 'Day after tomorrow' },
  diet: { id: 'landing.filter.diet', defaultMessage: 'Menus' },
  all: { id: 'landing.filter.all', defaultMessage: 'Show all' },
  vegetarian: { id: 'landing.filter.vegetarian', defaultMessage: 'Vegetarian option' },
  vegan: { id: 'landing.filter.vegan', defaultMessage: 'Vegan option' },
  closed: { id: 'landing.filter.closed', defaultMessage: 'Closed restaurants too' },
  search: { id: 'landing.filter.search', defaultMessage: 'Search menus' },
  searchPlaceholder: { id: 'landing.filter.searchPlaceholder', defaultMessage: 'Dish, ingredient or restaurant' },
});

interface ChoiceProps<T extends string> {
  name: string;
  legend: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  onChange: (value: T) => void;
}

function Choice<T extends string>({ name, legend, values, value, label, onChange }: ChoiceProps<T>) {
  return (
    <fieldset className="l-choice">
      <legend>{legend}</legend>
      {values.map((option) => (
        <label key={option} className="l-choice__option">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          <span>{label(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export interface LandingFiltersProps {
  search: LandingSearch;
  searchable: boolean;
  onChange: (patch: Partial<LandingSearch>) => void;
  /** Without the day choice (the week planner shows its days itself). */
  withDay?: boolean;
  /** Beside the day choice (the landing's "Plan my week"). */
  dayAction?: ReactNode;
}

export function LandingFilters({ search, searchable, onChange, withDay = true, dayAction }: LandingFiltersProps) {
  const intl = useIntl();
  // What is typed; reset from the URL when the URL's search changes (back button, "show all").
  const [typed, setTyped] = useState({ q: search.q, text: search.q ?? '' });
  const query = typed.q === search.q ? typed.text : (search.q ?? '');
  const setQuery = (text: string) => setTyped({ q: search.q, text });
  // The URL follows the typing after a short pause, so each keystroke is not a history entry.
  useEffect(() => {
    if (query === (search.q ?? '')) return;
    const timer = window.setTimeout(() => onChange({ q: query.trim() ? query : undefined }), 300);
    return () => window.clearTimeout(timer);
  }, [query, search.q, onChange]);
  return (
    <section className="l-filters" aria-label={intl.formatMessage(messages.filters)}>
      {withDay && (
        <Choice<Day>
          name="day" legend={intl.formatMessage(messages.day)} values={DAYS} value={search.day ?? 'today'}
          label={(day) => intl.formatMessage(messages[day])} onChange={(day) => onChange({ day: day === 'today' ? undefined : day })}
        />
      )}
      {withDay && dayAction}
      <Choice<Diet>
        name="diet" legend={intl.formatMessage(messages.diet)} values={DIETS} value={search.diet ?? 'all'}
        label={(diet) => intl.formatMessage(messages[diet])} onChange={(diet) => onChange({ diet: diet === 'all' ? undefined : diet })}
      />
      <label className="l-check">
        <input type="checkbox" checked={search.closed ?? false} onChange={(event) => onChange({ closed: event.target.checked || undefined })} />
        {intl.formatMessage(messages.closed)}
      </label>
      {searchable && (
        <label className="l-filters__search">
          <span className="l-visually-hidden">{intl.formatMessage(messages.search)}</span>
          <input
            className="l-input" type="search" value={query} placeholder={intl.formatMessage(messages.searchPlaceholder)}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      )}
    </section>
  );
}
