// dayjs (antd's date library) in the active language. Loaded on demand, with antd's pages: the
// light public pages need no dayjs.
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import type { Locale } from '@/lib/locale';

export function setDayjsLocale(locale: Locale): void {
  dayjs.locale(locale);
}
