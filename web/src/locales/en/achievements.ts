/** /achievements: badges earned from sessions and uploads. English is the reference. */
export const achievements = {
  eyebrow: 'Your progress',
  title: 'Achievements',
  intro: 'Earn badges and points as you train, stay consistent and share your work with your coaches.',
  back: 'Back to Dashboard',
  loading: 'Loading your achievements...',
  loadError: "We couldn't load your achievements.",
  retry: 'Try again',
  summary: {
    label: 'Summary',
    earned: 'Achievements Earned',
    earnedValue: '{{earned}} of {{total}}',
    completion: 'Completion',
    points: 'Total Points',
  },
  categories: {
    heading: 'Categories',
    earned: '{{earned}} of {{total}} earned',
    names: { Milestone: 'Milestone', Progress: 'Progress', Elite: 'Elite', Consistency: 'Consistency', Engagement: 'Engagement', Special: 'Special' },
  },
  list: {
    heading: 'Badges and Progress',
    earned: 'Earned',
    notEarned: 'Not earned yet',
    progress: '{{title}} progress',
    points: '{{points}} points',
  },
  /**
   * The eight achievements by id, as common/member.ts defines them (the API sends their English
   * words); an achievement not listed here shows the server's words.
   */
  items: {
    'first-steps': { title: 'First Steps', description: 'Book your first training session' },
    'getting-started': { title: 'Getting Started', description: 'Book 5 training sessions' },
    'dedicated-athlete': { title: 'Dedicated Athlete', description: 'Book 10 training sessions' },
    'training-veteran': { title: 'Training Veteran', description: 'Book 25 training sessions' },
    'monthly-consistency': { title: 'Monthly Consistency', description: 'Train 4 sessions in one month' },
    'media-contributor': { title: 'Media Contributor', description: 'Upload your first training video or photo' },
    'content-creator': { title: 'Content Creator', description: 'Upload 5 training videos or photos' },
    'early-bird': { title: 'Early Bird', description: 'Book 3 morning sessions between 7 and 9 AM' },
  },
  cta: {
    heading: 'Ready for your next achievement?',
    text: 'Every session you book and every clip you upload moves you closer to the next badge.',
    book: 'Book a Session',
    upload: 'Upload Media',
    sessions: 'View My Sessions',
  },
};
