/**
 * Whether to remind someone to verify their phone after they post or claim (issue 25: "a prompt
 * in the interface, not a block"). Only a signed-in account that the server says has no verified
 * number: a guest has no number to verify, and an unknown answer is not a reason to nag.
 */
export function shouldPromptPhoneVerify(user: { phoneVerified?: boolean | null } | null | undefined): boolean {
  return !!user && user.phoneVerified === false;
}
