/** The shape of one demo found item; `finder` is a DemoPerson key, `category` a seeded category's English name. */
export interface DemoItem {
  finder: string;
  category: 'Electronics' | 'Documents' | 'Wallets' | 'Bags' | 'Keys' | 'Jewelry' | 'Clothing' | 'Pets' | 'Other';
  county: string;
  nearLocation: string;
  /** Found this many days before the demo runs, so the list always looks recent. */
  daysAgo: number;
  title: string;
  description: string;
  /** Security questions with the finder's private answers. */
  questions: [question: string, answer: string][];
  /** Documents only: the private number an owner can look up (never shown). */
  documentNumber?: string;
  requiresProofPhoto?: boolean;
}
