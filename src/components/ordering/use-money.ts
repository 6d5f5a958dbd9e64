// Amounts in cents (contract: Money) formatted in the configured currency and the UI's locale.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '@/lib/money';

export function useMoney(): (cents: number) => string {
  const intl = useIntl();
  return useCallback((cents: number) => formatMoney(intl, cents), [intl]);
}

/** A day written for people: "Monday 23 November". */
export function useDayLabel(): (date: Date) => string {
  const intl = useIntl();
  return useCallback((date: Date) => intl.formatDate(date, { weekday: 'long', day: 'numeric', month: 'long' }), [intl]);
}
