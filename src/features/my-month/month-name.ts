// A month as words, in the user's language: "November 2026", "novembre 2026".
import { useIntl } from 'react-intl';
import { dateOf } from '@/lib/dates';

export function useMonthName() {
  const intl = useIntl();
  return (month: string) => intl.formatDate(dateOf(`${month}-01`), { month: 'long', year: 'numeric' });
}
