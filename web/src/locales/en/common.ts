/** Pieces shared by several screens: the login-required page, the profile picture input, the verify e-mail banner. */
export const common = {
  loginRequired: {
    title: 'Unauthorized',
    text: 'Please log in to continue.',
    redirecting: 'Taking you to the login page...',
  },
  picture: {
    preview: 'Profile picture preview',
    label: 'Profile picture',
    change: 'Change Photo',
    upload: 'Upload Photo',
    remove: 'Remove',
    discard: 'Discard',
    hint: 'PNG, JPG up to 5MB',
    tooLarge: { title: 'File too large', description: 'Please choose an image under 5MB' },
    notImage: { title: 'Images only', description: 'Please choose a PNG or JPG image.' },
  },
  verifyEmail: {
    title: 'Confirm your e-mail address',
    text: 'Please confirm your e-mail address: we sent a link to {{email}}.',
    sending: 'Sending...',
    send: 'Send the link again',
    failed: 'The link could not be sent. Please try again.',
    network: 'Network error. Please check your connection and try again.',
  },
};
