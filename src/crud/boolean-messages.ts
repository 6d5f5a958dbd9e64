// A boolean's words, apart from the engine's others (messages.ts): list filters check the URL with
// them in the entry chunk (route search validation), where the rest would weigh on every first page.
import { defineMessages } from 'react-intl';

export const booleanMessages = defineMessages({
  yes: { id: 'crud.value.yes', defaultMessage: 'Yes' },
  no: { id: 'crud.value.no', defaultMessage: 'No' },
});
