/** Statistics for the signed-in user's dashboards (docs/product/user-flows.md sections 2 and 9). */
import { z } from 'zod';

export const myStatsResponse = z.object({
  medianResponseHours: z
    .number()
    .nullable()
    .describe("Median hours from a claim's submission to the finder's decision, over decided claims on the caller's items; null with none"),
  decidedClaims: z.number().describe('How many decided claims the median rests on'),
});

export const messageOnlyResponse = z.object({ message: z.string() });
