// A reference field's choices, loaded from the API as the user types (debounced) and again when
// `reloadKey` changes (the field it depends on) or the language does (choices the app words, roles).
// Used by the form's picker and the list's filter.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Choice, ReferenceSource } from '@/lib/field-definition';

export function useReferenceChoices(
  source: ReferenceSource | undefined,
  search: string,
  reloadKey: unknown,
  values: () => Record<string, unknown>,
): { choices: Choice[]; loading: boolean } {
  const [state, setState] = useState<{ choices: Choice[]; loading: boolean }>({ choices: [], loading: false });
  const key = JSON.stringify([search, reloadKey]);
  const [valuesOf] = useState(() => values); // the form's values when loading, not a reason to reload
  const intl = useIntl();

  useEffect(() => {
    if (!source) return;
    let current = true;
    const timer = setTimeout(() => {
      setState((old) => ({ ...old, loading: true }));
      source
        .load(search, valuesOf(), intl)
        .then((choices) => current && setState({ choices, loading: false }))
        .catch(() => current && setState({ choices: [], loading: false }));
    }, search ? 250 : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, search, source, valuesOf, intl]);

  return state;
}
