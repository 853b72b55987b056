/**
 * Every user-facing validation message of the specification, worded once. The shared schemas'
 * zod messages are the keys (MESSAGE_KEYS): the web app translates by key (see web/src/i18n). The
 * server sends both, the English as `message`/`errors` and the key as `messageKey`/`errorKeys`
 * (docs/decisions/0275), so two keys may share an English text (descriptionMin, claimDetailsMin)
 * and still read differently on a screen: nothing maps English back to a key.
 */
export const MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email address is too long',
  emailRequired: 'Email is required',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 100 characters',
  passwordComplexity: 'Password must contain at least one lowercase letter, one uppercase letter and one number',
  passwordCommon: 'This password is one that people guess first. Please choose another.',
  passwordsMismatch: "Passwords don't match",
  passwordTooShort: 'Password too short',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameLength: 'Name must be between 2 and 50 characters',
  nameLetters: 'Name can only contain letters and spaces',
  nameContact: 'Names cannot contain phone numbers or email addresses',
  phoneRequired: 'Phone number is required',
  phoneSafaricom: 'Must be a valid Kenyan mobile number (07XX or 01XX)',
  termsRequired: 'You must accept the terms and conditions to continue',
  otpFormat: 'Enter the 6-digit code',
  resetInvalid: 'Invalid reset link',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Current password is incorrect',
  invalidCredentials: 'Invalid email or password',
  invalidPhoneCredentials: 'Invalid phone number or password',
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this phone number already exists',
  otpInvalid: 'Invalid verification code',
  otpExpired: 'This code has expired or was already used. Please request a new one.',
  otpBurned: 'Too many wrong codes. Please request a new one.',
  otpEmailMismatch: 'The email does not match the one the code was sent to',
  resetLinkExpired: 'This reset link is invalid or has expired. Please request a new one.',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  documentNumberFormat: 'Enter the number as it is printed on the document (letters and digits, 4 to 30)',
  documentNumberRequired: 'Enter the document number',
  documentNumberOnlyDocuments: 'A document number can only be given for items in the Documents category',

  titleMin: 'Title must be at least 5 characters',
  titleMax: 'Title must be at most 200 characters',
  titleContact: 'Phone numbers and email addresses are not allowed in the title for privacy protection',
  descriptionMin: 'Description must be at least 10 characters',
  descriptionPhone: 'Phone numbers are not allowed in descriptions for privacy protection',
  descriptionEmail: 'Email addresses are not allowed in descriptions for privacy protection',
  categoryRequired: 'Please select a category',
  countyRequired: 'Please select a county',
  dateFoundRequired: 'Please select when you found this item',
  dateFoundFuture: 'The date found cannot be in the future',
  nearLocationPhone: 'Phone numbers are not allowed in location details for privacy protection',
  nearLocationEmail: 'Email addresses are not allowed in location details for privacy protection',
  nearLocationMax: 'Nearby place must be at most 300 characters',
  questionRequired: 'At least one security question is required (minimum 10 characters)',
  questionMin: 'Security questions must be at least 10 characters',
  questionContact: 'Phone numbers and email addresses are not allowed in security questions for privacy protection',
  tooManyImages: 'You can only upload up to 5 images',

  paymentPhoneMin: 'Phone number must be at least 10 digits',
  paymentPhoneMax: 'Phone number must not exceed 13 digits',
  paymentPhoneKenyan: 'Please enter a valid Kenyan phone number (e.g., 0712345678 or +254712345678)',
  paymentPhoneNotMpesa: 'M-Pesa works only on a Safaricom number. Please enter a Safaricom (M-Pesa) number, e.g. 0712 345 678.',

  ratingRequired: 'Please select a rating',
  ratingRange: 'Rating must be between 1 and 5',
  commentMin: 'Please provide a comment with at least 10 characters',
  commentMax: 'Comment must be less than 500 characters',

  // The API's words, as docs/product/user-flows.md section 5 gives them; the web shows them naming the field as
  // labelled (web/src/i18n/validation-strings.ts, docs/decisions/0214).
  claimDetailsMin: 'Description must be at least 10 characters',
  claimDetailsMax: 'Details must be 200 characters or less for security',
  claimAnswerRequired: "Please answer the finder's question",

  messageEmpty: 'Message cannot be empty',
  messageTooLong: 'Message too long',

  contactNameMin: 'Name must be at least 2 characters',
  contactSubjectMin: 'Subject must be at least 5 characters',
  contactMessageMin: 'Message must be at least 10 characters',
  contactPhoneMin: 'Phone number must be at least 10 digits',
  contactPhoneMax: 'Phone number must be at most 15 digits',
  contactPhoneChars: 'Phone number can only contain digits, +, -, spaces and parentheses',

  finderAmountRange: 'Finder amount must be between KSh 50 and KSh 500.',
  platformAmountRange: 'Platform amount must be between KSh 10 and KSh 200.',
  categoryFields: 'Please fill in all fields.',
  reasonRequired: 'A reason is required',
  editUserFields: 'Please provide both email and phone number.',
  adminKeyRequired: 'Admin Key Required',

  disputeReasonMin: 'Please describe the problem in at least 10 characters',
  disputeReasonMax: 'Please keep the description under 1000 characters',
  disputeNoteRequired: 'Please add a note explaining the decision',

  // Lost reports (packages/shared/src/schemas/lost-report.schema.ts).
  dateLostRequired: 'Please select when you lost this item',
  dateLostFuture: 'The date lost cannot be in the future',
  dateLostTooOld: 'The date lost must be within the last year',
  notifyChannelRequired: 'Choose at least one way to be told',
  lostDescriptionMax: 'Description must be at most 2000 characters',

  withdrawNotOpen: 'Only an item that is still open can be taken down.',
  withdrawPaymentUnderWay: 'An owner is paying for this item: arrange the hand-over instead.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Each key as itself, typed: a shared schema's zod message is `MESSAGE_KEYS.titleMin`, never the English. */
export const MESSAGE_KEYS = Object.fromEntries(Object.keys(MESSAGES).map((key) => [key, key])) as { readonly [K in MessageKey]: K };

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** The English of a schema message (a key), as the API sends it; any other text as it is. */
export function messageText(message: string): string {
  return isMessageKey(message) ? MESSAGES[message] : message;
}

/** Every key, for the wire's `messageKey` / `errorKeys` (contracts/error.contract.ts). */
export const MESSAGE_KEY_LIST = Object.keys(MESSAGES) as [MessageKey, ...MessageKey[]];
