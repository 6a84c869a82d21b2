/** What a coach sees until staff approve the account, or after staff removed it. */
export const coachApproval = {
  revokedTitle: 'Coach access removed',
  pendingTitle: 'Waiting for approval',
  revokedText:
    'Our staff removed your coach access, so athletes, their videos and the feedback tools are closed to this account. Please contact the facility if you think this is a mistake.',
  thanksNamed: 'Thanks for signing up as a coach, {{name}}. Our staff review every coach account before it can see athletes, their videos and give feedback.',
  thanks: 'Thanks for signing up as a coach. Our staff review every coach account before it can see athletes, their videos and give feedback.',
  email: 'We will e-mail you at {{email}} as soon as your account is approved. This page opens your coach dashboard from then on.',
  settings: 'Account settings',
};
