// The sign-in form's plain validators say what antd's Form says with the same rules: both are run
// on the same values, the antd rules through antd's own validator (@rc-component/async-validator).
import Schema from '@rc-component/async-validator';
import type { FormRule } from 'antd';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import fr from '../../../locales/fr.json';
import { fieldMessages } from './field-messages';
import { emailRules, emailValidator, isEmailAddress, requiredRule, requiredValidator } from './field-rules';

const en = createIntl({ locale: 'en', messages: {}, onError: () => {} });
const frIntl = createIntl({ locale: 'fr', messages: fr, onError: () => {} });

/** antd's messages for a value under rules, in order (antd runs every rule of a field). */
async function antdMessages(rules: FormRule[], value: string | undefined): Promise<string[]> {
  const schema = new Schema({ field: rules as never });
  try {
    await schema.validate(value === undefined ? {} : { field: value }, { suppressWarning: true } as never);
    return [];
  } catch (caught) {
    return ((caught as { errors: { message: string }[] }).errors ?? []).map((error) => error.message);
  }
}

const VALUES = [undefined, '', ' ', ' \t ', 'a', 'user@example.com', ' user@example.com', 'user@example', 'user@@example.com', 'a.b@c.de', '"quoted name"@example.com', 'user@[192.168.0.1]', 'ü@exämple.com', 'user@example.c', `${'a'.repeat(310)}@example.com`];

describe('plain validators beside the antd rules', () => {
  it.each(VALUES)('e-mail %j: the same messages as antd', async (value) => {
    expect(emailValidator(en)(value)).toEqual(await antdMessages(emailRules(en), value));
  });

  it.each(VALUES)('password %j: the same messages as antd', async (value) => {
    expect(requiredValidator(en, fieldMessages.password)(value)).toEqual(await antdMessages([requiredRule(en, fieldMessages.password)], value));
  });

  it('words the messages as the antd rules, in each language', async () => {
    expect(emailValidator(en)('')).toEqual(['Please enter your e-mail address']);
    expect(emailValidator(en)('nope')).toEqual(['Please enter a valid e-mail address']);
    expect(emailValidator(en)('  ')).toEqual(['Please enter your e-mail address', 'Please enter a valid e-mail address']);
    expect(requiredValidator(en, fieldMessages.password)('  ')).toEqual(['Please enter your password']);
    expect(emailValidator(frIntl)('')).toEqual(await antdMessages(emailRules(frIntl), ''));
    expect(emailValidator(frIntl)('nope')).toEqual(await antdMessages(emailRules(frIntl), 'nope'));
    expect(emailValidator(frIntl)('nope')[0]).not.toBe('Please enter a valid e-mail address');
  });

  it('takes an address of up to 320 characters, as antd', () => {
    expect(isEmailAddress(`${'a'.repeat(64)}@${'b'.repeat(251)}.com`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(64)}@${'b'.repeat(252)}.com`)).toBe(false);
  });
});
