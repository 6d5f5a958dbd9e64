// The words of a save that met someone else's (the conflict dialog) or a record deleted meanwhile.
import { defineMessage, defineMessages } from 'react-intl';

export const conflictMessages = defineMessages({
  title: { id: 'crud.conflict.title', defaultMessage: 'Saved by someone else meanwhile' },
  bothChanged: { id: 'crud.conflict.bothChanged', defaultMessage: 'Changed by both of you' },
  taken: { id: 'crud.conflict.taken', defaultMessage: 'Changed only by them, taken into your form' },
  keepMine: { id: 'crud.conflict.keepMine', defaultMessage: 'Keep mine' },
  takeTheirs: { id: 'crud.conflict.takeTheirs', defaultMessage: 'Take theirs' },
  keepAllMine: { id: 'crud.conflict.keepAllMine', defaultMessage: 'Keep all mine' },
  takeAllTheirs: { id: 'crud.conflict.takeAllTheirs', defaultMessage: 'Take all theirs' },
  confirm: { id: 'crud.conflict.confirm', defaultMessage: 'Merge and save' },
  goneText: {
    id: 'crud.gone.text',
    defaultMessage: 'Someone else deleted it after you opened it, so your changes could not be saved. What you typed is still in the form.',
  },
  recreate: { id: 'crud.gone.recreate', defaultMessage: 'Create it again' },
});

export const conflictValueMessages = {
  intro: defineMessage<{ entity: string; name: string }>({
    id: 'crud.conflict.intro',
    defaultMessage:
      'Someone else saved the {entity} “{name}” after you opened it. Nothing you typed is lost: their changes are merged with yours, and where you both changed a field, you choose.',
  }),
  goneTitle: defineMessage<{ entity: string; name: string }>({ id: 'crud.gone.title', defaultMessage: 'Deleted meanwhile: {entity} “{name}”' }),
};
