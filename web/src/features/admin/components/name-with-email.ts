/**
 * A person as an admin list names them: "Kamau (kamau@example.com)", or just "Kamau" for an
 * account with no e-mail (signed up by phone) or a closed one: never "Kamau ()" (issue 34).
 */
import { isClosedAccountEmail, shownName } from '../../../lib/person-name';

export function nameWithEmail(name: string, email: string | null | undefined): string {
  const shown = shownName(name);
  const address = email?.trim();
  return address && !isClosedAccountEmail(address) ? `${shown} (${address})` : shown;
}
