/**
 * The API's security schemes in the OpenAPI document (registered in app.ts) and the requirement
 * a signed-in route declares: either header works (plugins/auth.ts readToken).
 */
export const securitySchemes = {
  token: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
  bearer: { type: 'http', scheme: 'bearer' },
} as const;

export const security: Array<Record<string, string[]>> = [{ token: [] }, { bearer: [] }];
