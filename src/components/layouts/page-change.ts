// What a new page (a new path) does for keyboard and screen-reader users, once it is drawn: the
// focus goes to its h1 and its title is said. Loaded at the first navigation (page-focus.tsx).
import { announce } from '../announce';
import { MAIN_ID, focusMain } from '../main-content';

export function pageChanged(): void {
  // A page that put the focus in itself (a form's autofocus field) keeps it, as does a notice
  // that took it (Undo after a delete that left the record's page); else its h1 gets it.
  const main = document.getElementById(MAIN_ID);
  const active = document.activeElement;
  if (active === main || !(main?.contains(active) || active?.closest('[role=status],[role=alert]'))) focusMain(true);
  announce(document.title);
}
