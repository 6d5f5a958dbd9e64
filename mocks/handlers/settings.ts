// The settings and localization part of the contract: features (list, get, switch), variables, languages,
// texts with their per-language translations, translations and the public catalogue.
import type { HttpHandler } from 'msw';
import { languageHandlers } from '../localization/languages';
import { textHandlers } from '../localization/texts';
import { translationHandlers } from '../localization/translations';
import { featureHandlers } from '../settings/features';
import { variableHandlers } from '../settings/variables';

export function settingsHandlers(): HttpHandler[] {
  return [...featureHandlers(), ...variableHandlers(), ...languageHandlers(), ...textHandlers(), ...translationHandlers()];
}
