// The model type codes of the spec (§3): how logs and tenant links name the table a record lives in.
// Imports nothing of the database, so the seed and the handlers can both use them.

export const MODEL_USER = 1;
export const MODEL_ORDER = 2;
export const MODEL_ORDER_ITEM = 3;
export const MODEL_DISCOUNT = 4;
export const MODEL_LOG = 5;
export const MODEL_IMAGE = 6;
export const MODEL_LANGUAGE = 7;
export const MODEL_TEXT = 8;
export const MODEL_TRANSLATION = 9;
export const MODEL_BILL = 10;
export const MODEL_BILL_ITEM = 11;
export const MODEL_RESTAURANT = 91;
export const MODEL_RESTAURANT_MENU = 92;
export const MODEL_RESTAURANT_CONTACT = 93;

// Codes the log alone uses (contract: LogModelType), for records spec §3 gives no code.
export const MODEL_TENANT = 12;
export const MODEL_ROLE = 13;
export const MODEL_PERMISSION = 14;
export const MODEL_FEATURE = 15;
export const MODEL_VARIABLE = 16;
