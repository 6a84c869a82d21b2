/** The header, navigation and footer (in the entry chunk: keep it short). */
export const shell = {
  skip: 'Skip to content',
  nav: {
    main: 'Main',
    mobile: 'Mobile',
    home: 'Home',
    dashboard: 'Dashboard',
    training: 'Training',
    trainingPrograms: 'Training Programs',
    schedule: 'Schedule',
    openPlay: 'Open Play',
    playerProfiles: 'Player Profiles',
    progress: 'Progress',
    media: 'Media',
    alumni: 'Alumni',
  },
  header: {
    yourProfile: '{{name}}, your profile',
    myProfile: 'My Profile ({{role}})',
    signOut: 'Sign Out',
    login: 'Login',
    signUp: 'Sign Up',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    language: 'Language',
    role: { ATHLETE: 'athlete', COACH: 'coach', PARENT: 'parent' },
  },
  footer: {
    tagline: 'Speed, skill and confidence for athletes of every level.',
    social: 'Social media',
    quickLinks: 'Quick links',
    contact: 'Contact',
    rights: '© {{year}} {{name}}. All rights reserved.',
    links: { programs: 'Programs', schedule: 'Schedule', coaches: 'Coaches', pricing: 'Pricing', dashboard: 'Dashboard', myProfile: 'My Profile' },
  },
  signedOut: {
    title: 'Unauthorized',
    text: 'You are logged out. Logging in again...',
  },
};

/** The same shape with any wording: the Spanish file must have every key. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ShellMessages = Shape<typeof shell>;
