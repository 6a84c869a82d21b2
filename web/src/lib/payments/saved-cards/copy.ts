/** The words of the saved-card screens, in one place for translation. */
export const SAVED_CARDS_COPY = {
  heading: 'Saved cards',
  loading: 'Loading cards...',
  loadFailed: "We couldn't load your cards.",
  retry: 'Try again',
  none: 'No saved cards yet.',
  addCard: 'Add a card',
  makeDefault: 'Make default',
  remove: 'Remove',
  removedTitle: 'Card Removed',
  removed: (label: string) => `${label} was removed.`,
  removeFailed: 'Could Not Remove Card',
  defaultTitle: 'Default Card Updated',
  defaultSet: (label: string) => `${label} is now your default card.`,
  defaultFailed: 'Could Not Update Card',
  tryAgain: 'Please try again.',
} as const;
