// The words of the logs page's data drawer.
import { defineMessage, defineMessages } from 'react-intl';

export const logMessages = defineMessages({
  showData: { id: 'logs.showData', defaultMessage: 'Show data' },
  dataTitle: { id: 'logs.dataTitle', defaultMessage: 'Log data' },
  noData: { id: 'logs.noData', defaultMessage: 'This entry has no data.' },
  copy: { id: 'logs.copy', defaultMessage: 'Copy as JSON' },
  copied: { id: 'logs.copied', defaultMessage: 'The data was copied as JSON.' },
  copyRefused: { id: 'logs.copyRefused', defaultMessage: 'The browser did not allow copying to the clipboard. Allow this site to use it and try again.' },
});

export const logValueMessages = {
  keys: defineMessage<{ count: number }>({ id: 'logs.tree.keys', defaultMessage: '{count, plural, one {# key} other {# keys}}' }),
  items: defineMessage<{ count: number }>({ id: 'logs.tree.items', defaultMessage: '{count, plural, one {# item} other {# items}}' }),
};
