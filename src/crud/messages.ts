// The engine's words: actions, table chrome, confirmations and the dialog templates of spec §8.
import { defineMessage, defineMessages } from 'react-intl';

export const crudMessages = defineMessages({
  save: { id: 'crud.action.save', defaultMessage: 'Save' },
  cancel: { id: 'crud.action.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'crud.action.delete', defaultMessage: 'Delete' },
  remove: { id: 'crud.action.remove', defaultMessage: 'Remove' },
  edit: { id: 'crud.action.edit', defaultMessage: 'Edit' },
  actions: { id: 'crud.table.actions', defaultMessage: 'Actions' },
  search: { id: 'crud.table.search', defaultMessage: 'Search' },
  columns: { id: 'crud.table.columns', defaultMessage: 'Columns' },
  exportCsv: { id: 'crud.table.exportCsv', defaultMessage: 'Export CSV' },
  empty: { id: 'crud.table.empty', defaultMessage: 'Nothing here yet' },
  emptySearch: { id: 'crud.table.emptySearch', defaultMessage: 'Nothing matches these filters' },
  selectAll: { id: 'crud.table.selectAll', defaultMessage: 'Select all rows of this page' },
  details: { id: 'crud.table.details', defaultMessage: 'Details', description: 'header of the column of the rows’ Show details buttons, on a phone (read by screen readers only)' },
  dateFrom: { id: 'crud.table.dateFrom', defaultMessage: 'From' },
  dateTill: { id: 'crud.table.dateTill', defaultMessage: 'Till' },
  dateEnd: defineMessage<{ field: string; end: string }>({ id: 'crud.table.dateEnd', defaultMessage: '{field}: {end}', description: 'one end of a date-range filter, e.g. Created at: From' }),
  none: { id: 'crud.value.none', defaultMessage: '—' },
  confirmDeleteText: { id: 'crud.confirm.deleteText', defaultMessage: 'This cannot be undone.' },
  deleted: { id: 'crud.done.deleted', defaultMessage: 'Deleted.' },
  removed: { id: 'crud.done.removed', defaultMessage: 'Removed.' },
  undo: { id: 'crud.undo.action', defaultMessage: 'Undo' },
  saved: { id: 'crud.done.saved', defaultMessage: 'Saved.' },
  unsavedTitle: { id: 'crud.unsaved.title', defaultMessage: 'Leave without saving?' },
  unsavedText: { id: 'crud.unsaved.text', defaultMessage: 'The changes you made on this page will be lost.' },
  leave: { id: 'crud.unsaved.leave', defaultMessage: 'Leave' },
  stay: { id: 'crud.unsaved.stay', defaultMessage: 'Stay' },
  linkTenants: { id: 'crud.action.linkTenants', defaultMessage: 'Tenants' },
  selectPlaceholder: { id: 'crud.field.selectPlaceholder', defaultMessage: 'Select…' },
  home: { id: 'crud.crumbs.home', defaultMessage: 'Administration' },
  personalHome: { id: 'crud.crumbs.personalHome', defaultMessage: 'Dashboard' },
  breadcrumb: { id: 'crud.crumbs.label', defaultMessage: 'Breadcrumb' },
  refused: { id: 'crud.refused.title', defaultMessage: 'This cannot be done' },
});

/** Messages with values (typed). */
export const crudValueMessages = {
  total: defineMessage<{ from: number; to: number; total: number }>({ id: 'crud.table.total', defaultMessage: '{from}–{to} of {total}' }),
  selectRow: defineMessage<{ name: string }>({ id: 'crud.table.selectRow', defaultMessage: 'Select {name}' }),
  showDetails: defineMessage<{ name: string }>({ id: 'crud.table.showDetails', defaultMessage: 'Show details of {name}' }),
  hideDetails: defineMessage<{ name: string }>({ id: 'crud.table.hideDetails', defaultMessage: 'Hide details of {name}' }),
  deleteSelected: defineMessage<{ count: number }>({ id: 'crud.table.deleteSelected', defaultMessage: 'Delete selected ({count})' }),
  confirmDelete: defineMessage<{ entity: string; name: string }>({ id: 'crud.confirm.delete', defaultMessage: 'Delete {entity} “{name}”?' }),
  confirmDeleteMany: defineMessage<{ count: number; entity: string }>({
    id: 'crud.confirm.deleteMany',
    defaultMessage: 'Delete {count, plural, one {# {entity}} other {# records}}?',
  }),
  deletedOne: defineMessage<{ entity: string; name: string }>({ id: 'crud.undo.deletedOne', defaultMessage: 'Deleted {entity} “{name}”' }),
  deletedMany: defineMessage<{ count: number }>({
    id: 'crud.undo.deletedMany',
    defaultMessage: 'Deleted {count, plural, one {# record} other {# records}}',
  }),
  removeSelected: defineMessage<{ count: number }>({ id: 'crud.table.removeSelected', defaultMessage: 'Remove selected ({count})' }),
  confirmRemove: defineMessage<{ entity: string; name: string }>({ id: 'crud.confirm.remove', defaultMessage: 'Remove {entity} “{name}”?' }),
  confirmRemoveMany: defineMessage<{ count: number; entity: string }>({
    id: 'crud.confirm.removeMany',
    defaultMessage: 'Remove {count, plural, one {# {entity}} other {# records}}?',
  }),
  removedOne: defineMessage<{ entity: string; name: string }>({ id: 'crud.undo.removedOne', defaultMessage: 'Removed {entity} “{name}”' }),
  removedMany: defineMessage<{ count: number }>({
    id: 'crud.undo.removedMany',
    defaultMessage: 'Removed {count, plural, one {# record} other {# records}}',
  }),
  invalidNumber: defineMessage<{ min: number; max: number }>({ id: 'crud.field.invalidNumber', defaultMessage: 'Enter a number between {min} and {max}' }),
  tooLong: defineMessage<{ max: number }>({ id: 'crud.field.tooLong', defaultMessage: 'At most {max} characters' }),
  urlFormat: defineMessage({ id: 'crud.field.urlFormat', defaultMessage: 'Enter an address starting with http:// or https://' }),
};

/** Spec §8: 'Failed to delete/remove/save/update/notify/add/unlink {entity}'. */
export const failureMessages = {
  delete: defineMessage<{ entity: string }>({ id: 'crud.failed.delete', defaultMessage: 'Failed to delete {entity}' }),
  remove: defineMessage<{ entity: string }>({ id: 'crud.failed.remove', defaultMessage: 'Failed to remove {entity}' }),
  save: defineMessage<{ entity: string }>({ id: 'crud.failed.save', defaultMessage: 'Failed to save {entity}' }),
  update: defineMessage<{ entity: string }>({ id: 'crud.failed.update', defaultMessage: 'Failed to update {entity}' }),
  notify: defineMessage<{ entity: string }>({ id: 'crud.failed.notify', defaultMessage: 'Failed to notify {entity}' }),
  add: defineMessage<{ entity: string }>({ id: 'crud.failed.add', defaultMessage: 'Failed to add {entity}' }),
  unlink: defineMessage<{ entity: string }>({ id: 'crud.failed.unlink', defaultMessage: 'Failed to unlink {entity}' }),
};

export const ruleMessages = {
  required: defineMessage<{ field: string }>({ id: 'crud.rule.required', defaultMessage: 'Please enter the {field}' }),
  selectOne: defineMessage({ id: 'crud.rule.selectOne', defaultMessage: 'Please select one' }),
};

/** How the engine words a delete: a link list's records are removed (a role from a user), not deleted. */
export function deleteWords(resource: { links?: unknown }) {
  return resource.links
    ? {
        action: crudMessages.remove,
        selected: crudValueMessages.removeSelected,
        confirm: crudValueMessages.confirmRemove,
        confirmMany: crudValueMessages.confirmRemoveMany,
        done: crudMessages.removed,
        doneOne: crudValueMessages.removedOne,
        doneMany: crudValueMessages.removedMany,
        failed: failureMessages.remove,
      }
    : {
        action: crudMessages.delete,
        selected: crudValueMessages.deleteSelected,
        confirm: crudValueMessages.confirmDelete,
        confirmMany: crudValueMessages.confirmDeleteMany,
        done: crudMessages.deleted,
        doneOne: crudValueMessages.deletedOne,
        doneMany: crudValueMessages.deletedMany,
        failed: failureMessages.delete,
      };
}
