// The words of a language's translations file: export, import, its preview and its result.
import { defineMessage, defineMessages } from 'react-intl';

export const transferMessages = defineMessages({
  title: { id: 'localization.file.title', defaultMessage: 'Translations file' },
  intro: {
    id: 'localization.file.intro',
    defaultMessage: 'A JSON file of message id → wording: export it to translate elsewhere, import it to add and change many wordings at once.',
  },
  export: { id: 'localization.file.export', defaultMessage: 'Export JSON' },
  import: { id: 'localization.file.import', defaultMessage: 'Import JSON…' },
  exportFailed: { id: 'localization.file.exportFailed', defaultMessage: 'Failed to export the translations' },
  readFailed: { id: 'localization.file.readFailed', defaultMessage: 'Failed to read the translations' },
  notJson: { id: 'localization.file.notJson', defaultMessage: 'This file is not a JSON object of message id → wording.' },
  tooBig: { id: 'localization.file.tooBig', defaultMessage: 'This file is over 1 MB, far more than a translations file: check that it is the right one.' },
  add: { id: 'localization.file.add', defaultMessage: 'To add' },
  change: { id: 'localization.file.change', defaultMessage: 'To change' },
  unchanged: { id: 'localization.file.unchanged', defaultMessage: 'Already so' },
  refused: { id: 'localization.file.refused', defaultMessage: 'Refused' },
  unknownId: { id: 'localization.file.unknownId', defaultMessage: 'no text has this id' },
  notWording: { id: 'localization.file.notWording', defaultMessage: 'not a wording (text expected)' },
  nothingToDo: { id: 'localization.file.nothingToDo', defaultMessage: 'Nothing to import: the file holds no new or changed wording.' },
  confirm: { id: 'localization.file.confirm', defaultMessage: 'Import' },
  cancel: { id: 'localization.file.cancel', defaultMessage: 'Cancel' },
});

export const previewTitle = defineMessage<{ file: string }>({ id: 'localization.file.previewTitle', defaultMessage: 'Import {file}?' });

export const failedKeys = defineMessage<{ keys: string }>({
  id: 'localization.file.failedKeys',
  defaultMessage: 'Failed to save these, the rest was saved: {keys}',
});

export const progressMessage = defineMessage<{ done: number; total: number }>({
  id: 'localization.file.progress',
  defaultMessage: 'Importing… {done} of {total}',
});

export const resultMessage = defineMessage<{ added: number; changed: number; refused: number }>({
  id: 'localization.file.result',
  defaultMessage: 'Imported: {added} added, {changed} changed, {refused} refused.',
});
