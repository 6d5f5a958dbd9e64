// A button that opens a short list of actions (links or buttons), in plain elements: the
// disclosure pattern (aria-expanded), Escape and a click outside close it, focus returns to the
// button. Used in the header of every layout.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface MenuButtonProps {
  label: ReactNode;
  /** The accessible name when the visible label is not enough. */
  ariaLabel?: string;
  /** Rendered when open; `close` lets an item close the menu after acting. */
  children: (close: () => void) => ReactNode;
}

export function MenuButton({ label, ariaLabel, children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div className="l-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="l-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <ul id={id} className="l-menu__list l-card">
          {children(() => setOpen(false))}
        </ul>
      )}
    </div>
  );
}
