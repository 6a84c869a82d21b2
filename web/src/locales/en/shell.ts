/** The header, navigation and footer (in the entry chunk: keep it short). */
export const shell = {
  skip: 'Skip to content',
  /** Spinners' screen-reader text and the toasts' close button (web/src/ui). */
  ui: { loading: 'Loading', close: 'Close', notifications: 'Notification' },
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
    links: { programs: 'Programs', schedule: 'Schedule', coaches: 'Coaches', pricing: 'Pricing', dashboard: 'Dashboard', myProfile: 'My Profile', packs: 'Session packs' },
  },
  signedOut: {
    title: 'Unauthorized',
    text: 'You are logged out. Logging in again...',
  },
  /** The loading screen before the first page (index.html paints the same English). */
  splash: 'Loading your training experience...',
  /** The home page's first screen: in the entry chunk, so it reads the shell, not a namespace. */
  hero: {
    eyebrow: 'Elite sports performance training',
    title: 'Unlock your',
    titleHighlight: 'athletic potential',
    text: 'Expert coaching, video analysis and sport-specific programs that turn hard work into measurable results, for young athletes and adults alike.',
    start: 'Start Training Today',
    programs: 'View Programs',
    promises: { coaches: 'Certified coaches', feedback: 'Video feedback in 24-48 hours', booking: 'Book online in minutes' },
    video: "Background video: runners' light trails racing down a track under stadium lights",
    noVideo: 'Your browser does not support video playback.',
    download: 'Download the video',
    pause: 'Pause video',
    play: 'Play video',
    restart: 'Restart video',
    restartShort: 'Restart',
  },
};

/** The same shape with any wording: the Spanish file must have every key. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ShellMessages = Shape<typeof shell>;
