/**
 * A person's name as the page shows it. A closed account's name is the server's "Deleted user"
 * (shared DELETED_USER_NAME), shown in the reader's language; its stand-in contacts (an address at
 * deleted.invalid, a number that is no number) are never shown as if someone could be reached.
 */
import { DELETED_USER_NAME } from '@okota/shared/personal-data';
import { translate } from '../i18n';

export function shownName<T extends string | null | undefined>(name: T): T | string {
  return name?.trim() === DELETED_USER_NAME ? translate('deletedUser') : name;
}

/** True for the stand-in e-mail of a closed account. */
export function isClosedAccountEmail(email: string | null | undefined): boolean {
  return !!email?.endsWith('@deleted.invalid');
}
