// A button that opens a short list of actions (links or buttons), in plain elements: the
// disclosure pattern (aria-expanded), Escape and a click outside close it, focus returns to the
// button. Used in the header of every layout.
import type { ReactNode } from 'react';
import { useDisclosure } from './use-disclosure';

export interface MenuButtonProps {
  label: ReactNode;
  /** The accessible name when the visible label is not enough. */
  ariaLabel?: string;
  /** Rendered when open; `close` lets an item close the menu after acting. */
  children: (close: () => void) => ReactNode;
}

export function MenuButton({ label, ariaLabel, children }: MenuButtonProps) {
  const { open, id, root, button, close, toggle } = useDisclosure();
  return (
    <div className="l-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="l-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={toggle}
      >
        {label}
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <ul id={id} className="l-menu__list l-card">
          {children(close)}
        </ul>
      )}
    </div>
  );
}

/** An item of the list that acts (rather than leads somewhere): closes the menu, then acts. */
export function MenuActionItem({ close, onSelect, children }: { close: () => void; onSelect: () => void; children: ReactNode }) {
  return (
    <li>
      <button
        type="button"
        className="l-menu__item"
        onClick={() => {
          close();
          onSelect();
        }}
      >
        {children}
      </button>
    </li>
  );
}
