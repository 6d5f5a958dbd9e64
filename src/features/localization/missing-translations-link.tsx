// "Missing only" for the translations list: a missing translation is no record of its own, so the
// texts that lack one are listed on the texts page ("Untranslated in"), for the language the
// translations are filtered by when there is one.
import { FileSearchOutlined } from '@ant-design/icons';
import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
import { adminPath } from '@/lib/admin-paths';

const messages = defineMessages({
  missing: { id: 'localization.missing.link', defaultMessage: 'Missing only' },
});

export function MissingTranslationsLink({ languageIds }: { languageIds: string[] | undefined }) {
  const intl = useIntl();
  const languageId = languageIds?.[0];
  return (
    <LinkButton
      icon={<FileSearchOutlined aria-hidden />}
      to={adminPath('/localizations/texts')}
      search={languageId ? { filters: { untranslated: [languageId] } } : undefined}
    >
      {intl.formatMessage(messages.missing)}
    </LinkButton>
  );
}
