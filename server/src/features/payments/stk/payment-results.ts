/**
 * STK result codes (docs/reference/mpesa-daraja.md §3) in words a payer understands; the Daraja description is kept
 * beside it for support. The web app shows its own translation for the codes listed here.
 */
const STK_FAILURES: Record<string, string> = {
  '1': 'Insufficient M-Pesa balance. Top up and try again.',
  '2': 'The amount is below the M-Pesa minimum.',
  '3': 'The amount is above the M-Pesa maximum.',
  '4': 'This payment would exceed your daily M-Pesa limit.',
  '8': 'This payment would exceed the maximum M-Pesa balance.',
  '17': 'A payment of the same amount was just made. Wait 2 minutes and try again.',
  '26': 'M-Pesa is busy. Please try again in a moment.',
  '1001': 'Another M-Pesa request is open on your phone. Wait a minute and try again.',
  '1019': 'The M-Pesa request expired before it was completed.',
  '1025': 'M-Pesa could not send the request to your phone. Please try again.',
  '9999': 'M-Pesa could not send the request to your phone. Please try again.',
  '1032': 'You cancelled the M-Pesa request.',
  '1037': 'Your phone could not be reached. Make sure it is on and has network, then try again.',
  '2001': 'Wrong M-Pesa PIN. Please try again.',
  '8006': 'Your M-Pesa PIN is locked. Contact Safaricom to unlock it.',
};

export function failureReasonFor(resultCode: string, darajaDescription: string): string {
  const friendly = STK_FAILURES[resultCode];
  const description = darajaDescription.trim();
  if (!friendly) return description ? `M-Pesa: ${description}` : `M-Pesa payment failed (code ${resultCode}).`;
  return description ? `${friendly} (M-Pesa: ${description})` : friendly;
}
