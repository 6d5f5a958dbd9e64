// The profile's two-factor authentication (Fortify's management routes): off → turning on (QR code,
// setup key, a code to confirm) → on, with the recovery codes shown once after confirming; later
// shown, regenerated, or two-factor turned off (confirmed first). Every call here sits behind
// password.confirm: the HTTP layer asks for the password when the backend wants it (423), and a
// canceled confirmation leaves the section as it was, without an error.
import { App, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchCurrentUser } from '@/api/auth';
import { PasswordConfirmationCanceled } from '@/api/errors';
import type { User } from '@/api/models';
import {
  disableTwoFactor, enableTwoFactor, fetchRecoveryCodes, fetchTwoFactorQrCode, fetchTwoFactorSecretKey, regenerateRecoveryCodes,
} from '@/api/two-factor-setup';
import { FormError } from '@/components/forms/form-error';
import { FieldTags } from '@/crud/field-tags';
import { usePasswordConfirmation } from '@/stores/password-confirmation';
import { setSessionUser } from '@/stores/session';
import { RecoveryCodes } from './recovery-codes';
import { twoFactorSetupMessages as m } from './two-factor-messages';
import { TwoFactorSetupStep, type TwoFactorSetup } from './two-factor-setup-step';

type Action = 'enable' | 'cancel' | 'show' | 'regenerate' | 'disable';

/** The session's user read again: the profile and the shell follow `two_factor_confirmed_at`. */
async function refreshUser(): Promise<void> {
  const user = await fetchCurrentUser();
  if (user) setSessionUser(user);
}

export function TwoFactorSection({ user }: { user: User }) {
  const intl = useIntl();
  const { message, modal } = App.useApp();
  const [on, setOn] = useState(() => Boolean(user.two_factor_confirmed_at));
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [codes, setCodes] = useState<{ list: string[]; justMade: boolean }>();
  const [busy, setBusy] = useState<Action>();
  const [error, setError] = useState<unknown>();
  // While the password dialog asks, the page waits on the person, not the server: no spinner behind it.
  const asking = usePasswordConfirmation((state) => state.open);
  const working = (action: Action) => busy === action && !asking;

  /** One action at a time; its failure is said above the buttons, a canceled password dialog is not. */
  const run = async (action: Action, work: () => Promise<void>) => {
    if (busy) return;
    setBusy(action);
    setError(undefined);
    try {
      await work();
    } catch (caught) {
      if (!(caught instanceof PasswordConfirmationCanceled)) setError(caught);
    } finally {
      setBusy(undefined);
    }
  };

  const enable = () =>
    run('enable', async () => {
      await enableTwoFactor();
      const [qrCode, secretKey] = await Promise.all([fetchTwoFactorQrCode(), fetchTwoFactorSecretKey()]);
      if (qrCode) setSetup({ qrCode, secretKey });
    });

  // Abandoning the set-up clears the secret that was never confirmed (Fortify's disable).
  const cancelSetup = () =>
    run('cancel', async () => {
      await disableTwoFactor();
      setSetup(undefined);
    });

  const confirmed = async () => {
    setCodes({ list: await fetchRecoveryCodes(), justMade: true });
    setSetup(undefined);
    setOn(true);
    void message.success(intl.formatMessage(m.turnedOn));
    await refreshUser();
  };

  const showCodes = () => run('show', async () => setCodes({ list: await fetchRecoveryCodes(), justMade: false }));

  const regenerate = () =>
    run('regenerate', async () => {
      await regenerateRecoveryCodes();
      setCodes({ list: await fetchRecoveryCodes(), justMade: false });
      void message.success(intl.formatMessage(m.regenerated));
    });

  const disable = () =>
    modal.confirm({
      title: intl.formatMessage(m.turnOffTitle),
      content: intl.formatMessage(m.turnOffText),
      okText: intl.formatMessage(m.turnOffConfirm),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.keepOn),
      onOk: () =>
        run('disable', async () => {
          await disableTwoFactor();
          setOn(false);
          setCodes(undefined);
          void message.success(intl.formatMessage(m.turnedOff));
          await refreshUser();
        }),
    });

  return (
    <Card
      id="two-factor"
      title={
        <Flex align="center" gap={8} wrap>
          <h2 style={{ fontSize: '1rem', margin: 0 }}>{intl.formatMessage(m.title)}</h2>
          {/* The tinted tag of the lists (AA contrast on its tint in both modes). */}
          {on && <FieldTags names={[intl.formatMessage(m.onTag)]} tone="success" />}
        </Flex>
      }
    >
      <FormError error={error} />
      {setup ? (
        <TwoFactorSetupStep setup={setup} onConfirmed={confirmed} onCancel={() => void cancelSetup()} canceling={working('cancel')} />
      ) : on ? (
        <>
          <Typography.Paragraph>{intl.formatMessage(m.onText)}</Typography.Paragraph>
          {codes && <RecoveryCodes codes={codes.list} justMade={codes.justMade} onDone={() => setCodes(undefined)} />}
          <Flex wrap gap={8}>
            {!codes && (
              <Button onClick={() => void showCodes()} loading={working('show')}>
                {intl.formatMessage(m.showCodes)}
              </Button>
            )}
            <Button onClick={() => void regenerate()} loading={working('regenerate')}>
              {intl.formatMessage(m.regenerate)}
            </Button>
            <Button danger onClick={disable} loading={working('disable')}>
              {intl.formatMessage(m.turnOff)}
            </Button>
          </Flex>
        </>
      ) : (
        <>
          <Typography.Paragraph>{intl.formatMessage(m.offText)}</Typography.Paragraph>
          <Button type="primary" onClick={() => void enable()} loading={working('enable')}>
            {intl.formatMessage(m.turnOn)}
          </Button>
        </>
      )}
    </Card>
  );
}
