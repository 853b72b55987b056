/** Claims: ownership proof and the finder's decision (one object per route, docs/decisions/0274; import as a namespace). */
import { defineRoute } from './route';

const claims = {
  tag: 'claims',
  load: async () => ({ ...(await import('./claims.contract')), ...(await import('../schemas/claim.schema')), ...(await import('./ids')) }),
};

export const submit = defineRoute({
  ...claims,
  method: 'POST',
  path: '/api/items/:id/verify',
  access: 'user',
  status: 201,
  consumes: ['application/json', 'multipart/form-data'],
  summary: 'Claim an item: answers, details and an optional proof photo (JSON, or multipart with proofPhoto)',
  schema: (s) => ({ params: s.idParams, body: s.claimSchema, response: s.submittedClaim }),
});

export const statusOf = defineRoute({
  ...claims,
  method: 'GET',
  path: '/api/items/:id/verification/:userId',
  access: 'user',
  summary: "One user's claim state on an item (that user, the finder or an admin)",
  schema: (s) => ({ params: s.verificationParams, response: s.verificationStatus }),
});

export const ofItem = defineRoute({
  ...claims,
  method: 'GET',
  path: '/api/items/:id/verifications',
  access: 'user',
  summary: "An item's claims: in full for its finder and admins, one's own statuses for anyone else",
  schema: (s) => ({ params: s.idParams, response: s.itemClaimsAnswer }),
});

export const mine = defineRoute({
  ...claims,
  method: 'GET',
  path: '/api/my-verifications',
  access: 'user',
  summary: 'Claims I made, and claims on items I posted (role=claimer|finder; both by default)',
  schema: (s) => ({ query: s.myClaimsQuery, response: s.myClaimsAnswer }),
});

export const decide = defineRoute({
  ...claims,
  method: 'PUT',
  path: '/api/verifications/:id/status',
  access: 'user',
  summary: "Approve or reject a claim (the item's finder only)",
  schema: (s) => ({ params: s.idParams, body: s.claimDecisionSchema, response: s.decidedClaim }),
});

export const proof = defineRoute({
  ...claims,
  method: 'GET',
  path: '/api/verifications/:id/proof',
  access: 'user',
  summary: "A claim's proof photo (the item's finder, admins and the claimer)",
  schema: (s) => ({ params: s.idParams }),
});
