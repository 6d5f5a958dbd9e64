// The feature pages' words (the features' own labels are in feature-labels.ts).
import { defineMessage, defineMessages } from 'react-intl';

export const featureMessages = defineMessages({
  title: { id: 'features.title', defaultMessage: 'Features' },
  name: { id: 'features.column.name', defaultMessage: 'Feature' },
  description: { id: 'features.column.description', defaultMessage: 'Description' },
  state: { id: 'features.column.state', defaultMessage: 'State' },
  ownFlag: { id: 'features.column.ownFlag', defaultMessage: 'Own flag' },
  on: { id: 'features.state.on', defaultMessage: 'On' },
  off: { id: 'features.state.off', defaultMessage: 'Off' },
  technicalName: { id: 'features.technicalName', defaultMessage: 'Technical name' },
  parent: { id: 'features.parent', defaultMessage: 'Part of' },
  children: { id: 'features.children', defaultMessage: 'Features inside it' },
  topLevel: { id: 'features.topLevel', defaultMessage: 'None (top level)' },
  noChildren: { id: 'features.noChildren', defaultMessage: 'None' },
  readOnly: { id: 'features.readOnly', defaultMessage: 'You may see the features but not switch them.' },
  rule: {
    id: 'features.rule',
    defaultMessage: 'A feature counts as on while its own flag or a flag of a feature inside it is on.',
  },
});

export const featureValueMessages = {
  switchLabel: defineMessage<{ name: string }>({ id: 'features.switch.label', defaultMessage: 'Enabled: {name}' }),
  expand: defineMessage<{ name: string }>({ id: 'features.expand', defaultMessage: 'Show the features inside {name}' }),
  collapse: defineMessage<{ name: string }>({ id: 'features.collapse', defaultMessage: 'Hide the features inside {name}' }),
  entity: defineMessage<{ name: string }>({ id: 'features.entity', defaultMessage: 'feature “{name}”' }),
  onThrough: defineMessage<{ name: string }>({ id: 'features.state.onThrough', defaultMessage: 'On through {name}' }),
  onThroughMore: defineMessage<{ name: string; more: number }>({
    id: 'features.state.onThroughMore',
    defaultMessage: 'On through {name} and {more, plural, one {# more} other {# more}}',
  }),
};
