/**
 * How a family is named: sign-up names it after its first user (serverTexts.familyName,
 * contract/messages.ts). Apart from messages.ts so the phones' texts of two homes take this alone,
 * not the module of every message the first load carries.
 */
export const SIGN_UP_FAMILY_NAME = "Familjan hjá ";

/**
 * The other home after "hjá", "til" or "frá" (two homes): a family still under its sign-up name is
 * said by its owner's name ("hjá jógvan"), not "hjá Familjan hjá jógvan"; any other name as it is.
 */
export const homeAfterPreposition = (family: string) => (family.startsWith(SIGN_UP_FAMILY_NAME) ? family.slice(SIGN_UP_FAMILY_NAME.length) : family);
