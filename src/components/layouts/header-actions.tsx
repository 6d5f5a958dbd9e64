// The header's actions (cart, tenant, language, colour mode, account). On a narrow screen they fold
// behind one button, so the header stays one row (shell.css, .l-header-actions); wide, they sit
// in the row and the button is not drawn. The pinned ones (the cart and its count) stay in the row
// at every width, before the button. Plain elements: the header is on every page.
import type { MouseEvent, ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useDisclosure } from '../use-disclosure';

const moreMessage = defineMessage({ id: 'header.actions', defaultMessage: 'Settings and account' });

export function HeaderActions({ pinned, children }: { pinned?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const { open, id, root, button, close, toggle } = useDisclosure();
  // A link followed from the folded panel leaves it closed on the next page.
  const closeOnLink = (event: MouseEvent) => (event.target as Element).closest('a') && close();
  return (
    <div ref={root} className="l-header-actions" data-open={open || undefined}>
      {pinned}
      <button
        ref={button}
        type="button"
        className="l-button l-header-actions__toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={intl.formatMessage(moreMessage)}
        onClick={toggle}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="3" cy="8" r="1.5" fill="currentColor" />
          <circle cx="8" cy="8" r="1.5" fill="currentColor" />
          <circle cx="13" cy="8" r="1.5" fill="currentColor" />
        </svg>
      </button>
      <div id={id} className="l-header-actions__items" onClick={closeOnLink}>
        {children}
      </div>
    </div>
  );
}
