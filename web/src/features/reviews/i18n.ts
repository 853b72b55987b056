import { registerTranslations } from '../../i18n';

export const REVIEWS_NS = 'reviews';

const en = {
  leave: {
    title: 'Leave a Review',
    bodyFinder: 'How was your experience with the finder{{name}}? Your review helps others trust them.',
    bodyClaimer: 'How was your experience with the owner{{name}}? Your review helps other finders.',
    button: 'Write a Review',
    done: 'Thank you for your review!',
    doneBody: 'You rated this hand-over {{rating}} out of 5.',
  },
  dialog: {
    titleFinder: 'Review the finder',
    titleClaimer: 'Review the owner',
    description: 'Share how the hand-over went. Reviews are public.',
    rating: 'Rating',
    star_one: '{{count}} star',
    star_other: '{{count}} stars',
    comment: 'Comment',
    commentPlaceholder: 'What went well? Was the hand-over smooth?',
    counter: '{{count}} / {{max}}',
    submit: 'Submit Review',
    submitting: 'Submitting...',
    success: 'Review submitted',
    successBody: 'Thank you for your feedback!',
    failed: 'Failed to submit review',
    failedBody: 'Please try again later.',
  },
  panel: {
    outOf: 'out of 5',
    basedOn_one: 'Based on {{count}} review',
    basedOn_other: 'Based on {{count}} reviews',
    recent: 'Recent reviews',
    empty: 'No reviews yet',
    anonymous: 'Anonymous User',
    recently: 'Recently',
    loadFailed: 'Could not load reviews.',
    ratingLabel: 'Rated {{rating}} out of 5',
    aboutFinder: 'What owners say about this finder',
  },
};

const sw: typeof en = {
  leave: {
    title: 'Acha Tathmini',
    bodyFinder: 'Uzoefu wako na mwokotaji{{name}} ulikuwaje? Tathmini yako inasaidia wengine kumwamini.',
    bodyClaimer: 'Uzoefu wako na mmiliki{{name}} ulikuwaje? Tathmini yako inasaidia waokotaji wengine.',
    button: 'Andika Tathmini',
    done: 'Asante kwa tathmini yako!',
    doneBody: 'Umeyapa makabidhiano haya nyota {{rating}} kati ya 5.',
  },
  dialog: {
    titleFinder: 'Mtathmini mwokotaji',
    titleClaimer: 'Mtathmini mmiliki',
    description: 'Eleza jinsi makabidhiano yalivyoenda. Tathmini huonekana kwa wote.',
    rating: 'Ukadiriaji',
    star_one: 'Nyota {{count}}',
    star_other: 'Nyota {{count}}',
    comment: 'Maoni',
    commentPlaceholder: 'Nini kilienda vizuri? Makabidhiano yalikuwa rahisi?',
    counter: '{{count}} / {{max}}',
    submit: 'Tuma Tathmini',
    submitting: 'Inatuma...',
    success: 'Tathmini imetumwa',
    successBody: 'Asante kwa maoni yako!',
    failed: 'Imeshindikana kutuma tathmini',
    failedBody: 'Tafadhali jaribu tena baadaye.',
  },
  panel: {
    outOf: 'kati ya 5',
    basedOn_one: 'Kutokana na tathmini {{count}}',
    basedOn_other: 'Kutokana na tathmini {{count}}',
    recent: 'Tathmini za karibuni',
    empty: 'Bado hakuna tathmini',
    anonymous: 'Mtumiaji Asiyejulikana',
    recently: 'Hivi karibuni',
    loadFailed: 'Imeshindikana kupakia tathmini.',
    ratingLabel: 'Amepewa nyota {{rating}} kati ya 5',
    aboutFinder: 'Wamiliki wanasema nini kuhusu mwokotaji huyu',
  },
};

registerTranslations(REVIEWS_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    reviews: typeof en;
  }
}
