// In the demo build only: the way to the demo mailbox (src/routes/_public/mailbox.tsx), where the
// mail the mock backend sends can be read and its links followed. Nothing in production.
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { mailboxMessages as m } from './demo-mailbox-messages';

/** Marks the link as part of the demo; plain, so the light auth pages carry no antd Tag for it. */
const DEMO_MARK = { padding: '0 6px', border: '1px solid currentColor', borderRadius: 4, fontSize: '0.85em' } as const;

export function DemoMailboxLink() {
  const intl = useIntl();
  if (import.meta.env.MODE !== 'demo') return null;
  return (
    <p style={{ margin: '16px 0 0' }}>
      <Link to="/mailbox">{intl.formatMessage(m.open)}</Link> <span style={DEMO_MARK}>{intl.formatMessage(m.demo)}</span>
    </p>
  );
}
