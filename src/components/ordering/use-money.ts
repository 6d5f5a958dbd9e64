// Amounts in cents (contract: Money) formatted in the configured currency and the UI's locale.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { getConfig } from '@/lib/config';

export function useMoney(): (cents: number) => string {
  const intl = useIntl();
  const currency = getConfig().currency;
  return useCallback((cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency }), [intl, currency]);
}

/** A day written for people: "Monday 23 November". */
export function useDayLabel(): (date: Date) => string {
  const intl = useIntl();
  return useCallback((date: Date) => intl.formatDate(date, { weekday: 'long', day: 'numeric', month: 'long' }), [intl]);
}
