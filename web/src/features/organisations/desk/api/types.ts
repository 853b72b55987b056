/** Answers of the organisation desk's routes, inferred from their contract (organisations.contract.ts). */
import type { z } from 'zod';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { itemResponse } from '@okota/shared/contracts/items.contract';
import type {
  deskClaim,
  heldItemRow,
  importResult,
  invitation,
  member,
  myOrganisation,
  organisation,
  organisationSettingsBody,
} from '@okota/shared/contracts/organisations.contract';

export type MyOrganisation = WireOf<typeof myOrganisation>;
export type Invitation = WireOf<typeof invitation>;
export type Member = WireOf<typeof member>;
export type Organisation = WireOf<typeof organisation>;
export type HeldItemRow = WireOf<typeof heldItemRow>;
export type ImportResult = WireOf<typeof importResult>;
export type SettingsInput = z.input<typeof organisationSettingsBody>;
/** POST …/items answers the new item itself (itemResponse); the desk reads its number and title. */
export type SavedItem = Pick<WireOf<typeof itemResponse>, 'id' | 'title'>;
export type DeskClaim = WireOf<typeof deskClaim>;
