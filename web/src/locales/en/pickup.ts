/** Pickup game actions, wherever a game is listed (open play, the schedule). */
export const pickup = {
  login: 'Log in to join',
  full: 'Full',
  joined: 'Joined',
  leave: 'Leave',
  joining: 'Joining...',
  join: 'Join Game',
  upgrade: 'Upgrade to join',
  formats: { basketball: 'Basketball 5v5', soccer: 'Soccer 11v11', flag_football: 'Flag Football 7v7' },
  leaveDialog: {
    title: 'Leave this game?',
    when: '{{title}} · {{format}} · {{date}} at {{time}}',
    rule: 'Your place goes to the next player. Leaving 24 hours or more before the start refunds a paid game.',
    stay: 'Stay in Game',
    leaving: 'Leaving...',
    confirm: 'Leave Game',
    free: 'This game is free, so there is nothing to refund.',
    refunded: 'The game is 24 hours or more away, so your {{price}} is refunded to your card.',
    kept: 'The game starts in less than 24 hours, so your {{price}} is not refunded.',
  },
  planNotice: {
    title: 'Pickup games need a plan that includes them',
    notIncluded: 'Your {{plan}} plan does not include pickup games.',
    includedIn_one: 'They are included in the {{plans}} plan.',
    includedIn_other: 'They are included in the {{plans}} plans.',
    upgrade: 'Upgrade your plan',
  },
};
