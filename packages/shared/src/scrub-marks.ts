/** A spelled '@' (' at ', '(at)', '-at-', ' kwa ', 'arroba') and a spelled '.' (' dot ', '[dot]', ' nukta ', '(.)'), as the folds leave them for the finders. */
export const SPELLED_AT = '\ue000';
export const SPELLED_DOT = '\ue001';
