import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGE_KEYS, isMessageKey, messageText } from './messages';
import { itemFormSchema } from './schemas/item.schema';
import { claimSchemaFor } from './schemas/claim.schema';

describe('schema messages carry keys, the API sends their English', () => {
  it('names each message by its own key, even where two share an English text', () => {
    expect(MESSAGES.descriptionMin).toBe(MESSAGES.claimDetailsMin);
    const item = itemFormSchema.safeParse({ description: 'short' });
    const claim = claimSchemaFor(['What colour?']).safeParse({ answer1: 'Blue', additionalDetails: 'short' });
    expect(item.error?.issues.find((issue) => issue.path[0] === 'description')?.message).toBe(MESSAGE_KEYS.descriptionMin);
    expect(claim.error?.issues[0].message).toBe(MESSAGE_KEYS.claimDetailsMin);
  });

  it('gives the English of a key and leaves any other text as it is', () => {
    expect(messageText(MESSAGE_KEYS.titleMin)).toBe(MESSAGES.titleMin);
    expect(messageText('Invalid input')).toBe('Invalid input');
    expect(messageText('toString')).toBe('toString');
    expect(isMessageKey('constructor')).toBe(false);
  });
});
