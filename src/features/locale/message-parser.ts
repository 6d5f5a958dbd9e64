// The ICU parser, for backend wordings with arguments, plurals or tags. The production build
// gives the rest of the bundle the parser-less build (build/precompile-messages.ts); this module
// alone keeps the parser, and it loads only when such a wording arrives.
export { parse } from '@formatjs/icu-messageformat-parser';
