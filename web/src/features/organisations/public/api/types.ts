/** What the public organisation API answers, inferred from its contract (organisations.contract.ts). */
import type { WireOf } from '@okota/shared/contracts/wire';
import type { organisation, publicOrganisationPage } from '@okota/shared/contracts/organisations.contract';

export type Organisation = WireOf<typeof organisation>;
export type OrganisationPage = WireOf<typeof publicOrganisationPage>;
export type PublicOrganisation = OrganisationPage['organisation'];
export type HeldItemCard = OrganisationPage['items'][number];
