// Model type codes (spec §3, and the five the log adds: contract LogModelType) and their names: the
// tenant link page's title, the logs' model column and filter, a log entry's sentence. Messages, so
// every screen names a kind of record in the user's language.
import { defineMessages } from 'react-intl';
import type { LogModelType } from '@/api/models';

export const modelTypeLabels = defineMessages<`${LogModelType}`>({
  1: { id: 'modelType.user', defaultMessage: 'user' },
  2: { id: 'modelType.order', defaultMessage: 'order' },
  3: { id: 'modelType.orderItem', defaultMessage: 'order item' },
  4: { id: 'modelType.discount', defaultMessage: 'discount' },
  5: { id: 'modelType.log', defaultMessage: 'log' },
  6: { id: 'modelType.image', defaultMessage: 'image' },
  7: { id: 'modelType.language', defaultMessage: 'language' },
  8: { id: 'modelType.text', defaultMessage: 'text' },
  9: { id: 'modelType.translation', defaultMessage: 'translation' },
  10: { id: 'modelType.bill', defaultMessage: 'bill' },
  11: { id: 'modelType.billItem', defaultMessage: 'bill item' },
  12: { id: 'modelType.tenant', defaultMessage: 'tenant' },
  13: { id: 'modelType.role', defaultMessage: 'role' },
  14: { id: 'modelType.permission', defaultMessage: 'permission' },
  15: { id: 'modelType.feature', defaultMessage: 'feature' },
  16: { id: 'modelType.variable', defaultMessage: 'variable' },
  91: { id: 'modelType.restaurant', defaultMessage: 'restaurant' },
  92: { id: 'modelType.restaurantMenu', defaultMessage: 'restaurant menu' },
  93: { id: 'modelType.restaurantContact', defaultMessage: 'restaurant contact' },
});

/** Every code with its name, in code order (integer keys enumerate ascending): a filter's choices. */
export const MODEL_TYPE_OPTIONS = Object.entries(modelTypeLabels).map(([value, label]) => ({ value, label }));
