// Above a new translation's form: the text to translate and the language it goes into.
import { Card, Descriptions } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { crud } from '@/api/crud';
import { orNotFound } from '@/api/errors';

const messages = defineMessages({
  language: { id: 'localization.intro.language', defaultMessage: 'Into' },
  default: { id: 'localization.intro.default', defaultMessage: 'Default wording' },
});

export interface TranslationIntroData {
  languageName: string;
  defaultWording: string;
}

export async function loadTranslationIntro(textId: number, languageId: number): Promise<TranslationIntroData> {
  const [text, language] = await Promise.all([orNotFound(crud('/api/v1/texts').get(textId)), orNotFound(crud('/api/v1/languages').get(languageId))]);
  return { languageName: language.name, defaultWording: text.default };
}

export function TranslationIntro({ languageName, defaultWording }: TranslationIntroData) {
  const intl = useIntl();
  return (
    <Card style={{ marginBottom: 16 }}>
      <Descriptions
        column={1}
        items={[
          { key: 'language', label: intl.formatMessage(messages.language), children: languageName },
          { key: 'default', label: intl.formatMessage(messages.default), children: <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{defaultWording}</span> },
        ]}
      />
    </Card>
  );
}
