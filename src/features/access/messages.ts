// The words of the pages that link records to a parent (roles to a user, permissions to a role).
import { defineMessage, defineMessages } from 'react-intl';

export const accessMessages = defineMessages({
  added: { id: 'access.links.added', defaultMessage: 'Added.' },
});

export const accessValueMessages = {
  selected: defineMessage<{ count: number }>({
    id: 'access.links.selected',
    defaultMessage: '{count, plural, =0 {Nothing selected} one {# selected} other {# selected}}',
  }),
};
