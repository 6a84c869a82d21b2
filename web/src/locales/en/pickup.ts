/** Pickup game actions, wherever a game is listed (open play, the schedule). */
export const pickup = {
  login: 'Log in to join',
  full: 'Full',
  joined: 'Joined',
  leave: 'Leave',
  joining: 'Joining...',
  join: 'Join Game',
  upgrade: 'Upgrade to join',
};
