/**
 * The product registers its C2B URLs itself (docs/rules.md "Paying by Paybill"), at every start
 * once listening (the simulator in this very server answers only then). Registering the same URLs
 * again is harmless; a failure is logged and never stops the server: STK payments work without
 * it, and the next start tries again. In production Safaricom may accept a registration only
 * once; a refused one is then changed in their portal (docs/decisions/0232).
 */
import type { PaymentsDeps } from '../payments-deps';
import { paybillUrls } from './paybill-urls';

export async function registerPaybillUrls(deps: PaymentsDeps): Promise<boolean> {
  try {
    const urls = await paybillUrls(deps);
    // 'Completed': should our validation URL be unreachable, M-Pesa takes the money and the confirmation decides.
    await deps.daraja.registerC2bUrls({ confirmationUrl: urls.confirmation, validationUrl: urls.validation, responseType: 'Completed' });
    deps.ctx.log.info({ shortcode: deps.settings.shortcode }, 'Paybill (C2B) URLs registered with M-Pesa');
    return true;
  } catch (error) {
    deps.ctx.log.warn({ err: error }, 'Paybill (C2B) URLs could not be registered; Paybill payments will not be seen until they are');
    return false;
  }
}
