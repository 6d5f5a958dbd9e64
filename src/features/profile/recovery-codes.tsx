// The recovery codes, shown right after two-factor authentication is turned on (once: "I have saved
// them") or on request: copy them, download them as a .txt file, or hide them.
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { downloadFile } from '@/lib/download';
import { twoFactorSetupMessages as m } from './two-factor-messages';

/** Monospace on the muted surface, two columns where they fit (a phone shows one). */
const CODES_LIST = {
  listStyle: 'none', padding: 12, margin: '0 0 12px', fontFamily: 'monospace', columns: '13em 2',
  background: 'var(--lunch-surface-muted)', borderRadius: 'var(--lunch-radius)',
} as const;

interface Props {
  codes: string[];
  /** Right after turning it on: the button says "I have saved them". */
  justMade: boolean;
  onDone: () => void;
}

export function RecoveryCodes({ codes, justMade, onDone }: Props) {
  const intl = useIntl();
  const { message } = App.useApp();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      // Throws where the clipboard is missing (an insecure page) as where the browser refuses it.
      await navigator.clipboard.writeText(text);
      void message.success(intl.formatMessage(m.copied));
    } catch {
      void message.error(intl.formatMessage(m.copyRefused));
    }
  };
  return (
    <section aria-labelledby="recovery-codes-title" style={{ marginBlock: 16 }}>
      <h3 id="recovery-codes-title" style={{ fontSize: '0.95rem', margin: '0 0 8px' }}>
        {intl.formatMessage(m.codesTitle)}
      </h3>
      <Typography.Paragraph>{intl.formatMessage(m.codesText)}</Typography.Paragraph>
      <ul style={CODES_LIST}>
        {codes.map((code) => (
          <li key={code} style={{ paddingBlock: 2 }}>
            {code}
          </li>
        ))}
      </ul>
      <Flex wrap gap={8}>
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {intl.formatMessage(m.copy)}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => downloadFile('recovery-codes.txt', [text], 'text/plain;charset=utf-8')}>
          {intl.formatMessage(m.download)}
        </Button>
        <Button type={justMade ? 'primary' : 'default'} onClick={onDone}>
          {intl.formatMessage(justMade ? m.saved : m.hide)}
        </Button>
      </Flex>
    </section>
  );
}
