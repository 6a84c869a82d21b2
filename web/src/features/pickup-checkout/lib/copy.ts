/** The words of the pickup payment panel, in one place for translation. */
export const PICKUP_PAY_COPY = {
  gameFull: 'Game Full',
  almostThere: 'Almost there',
  tryJoinAgain: 'Try joining again',
  backToGames: 'Back to pickup games',
  loadingCards: 'Loading your saved cards...',
  backToSaved: 'Back to saved cards',
} as const;
