// Patterns of the localization form requests (used with validation-rules' matches()).

/** Language codes and text keys, as LanguageInput and TextInput pin them. */
export const LANGUAGE_CODE = /^[a-z]{2,5}$/;
export const TEXT_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;
