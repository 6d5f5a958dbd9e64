import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '@/lib/feature-tree';
import { featureDescription, featureLabel } from './feature-labels';
import fr from '../../../locales/fr.json';

/** Words French shares with English. */
const SAME_IN_FRENCH = new Set<string>([FEATURES.images, FEATURES.variables, FEATURES.exports]);
const en = createIntl({ locale: 'en', messages: {} });
const french = createIntl({ locale: 'fr', messages: fr });

describe('feature labels', () => {
  it('gives every feature of the tree a label and a description, in English and French', () => {
    for (const name of Object.values(FEATURES)) {
      expect(featureLabel(en, name)).not.toBe(name);
      expect(featureDescription(en, name)).toBeTruthy();
      if (!SAME_IN_FRENCH.has(name)) expect(featureLabel(french, name)).not.toBe(featureLabel(en, name));
      expect(featureDescription(french, name)).not.toBe(featureDescription(en, name));
    }
    expect(featureLabel(french, FEATURES.multiTenancy)).toBe('Multi-organisation');
  });

  it('shows a name the app does not know as it is, without a description', () => {
    expect(featureLabel(en, 'teleportation')).toBe('teleportation');
    expect(featureDescription(en, 'teleportation')).toBeUndefined();
    // Not fooled by names of Object.prototype.
    expect(featureLabel(en, 'constructor')).toBe('constructor');
  });
});
