import { CalendarCheck, CalendarDays, ChartLine, MailPlus, MessageSquareText, Star, Trophy, Video, type LucideIcon } from 'lucide-react';
import type { Role } from '@common/auth';

export interface Expectation {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface WelcomeCopy {
  greeting: (firstName: string) => string;
  intro: string;
  highlights: string[];
  expectations: Expectation[];
  recommendTitle: string;
  recommendText: string;
  finishText: string;
}

/** Part 2, "Welcome setup": the text of the four steps, by role. */
export const WELCOME_COPY: Record<Role, WelcomeCopy> = {
  ATHLETE: {
    greeting: (name) => `Welcome to Octane, ${name}!`,
    intro: "You've joined a community of athletes training to get faster, stronger and smarter. Let's take a minute to show you around.",
    highlights: ['Train with experienced coaches', 'Get feedback on your game', 'Track your progress week by week'],
    expectations: [
      { icon: CalendarCheck, title: 'Book sessions', text: 'Pick a program, choose a time that suits you and reserve your spot in a few taps.' },
      { icon: Video, title: 'Video feedback', text: 'Upload clips of your training. You get an instant AI analysis, then a coach rates it and tells you what to work on.' },
      { icon: Trophy, title: 'Achievements', text: 'Earn badges and points as you train, and keep your weekly streak going.' },
    ],
    recommendTitle: 'Recommended programs for you',
    recommendText: 'Popular programs to get you started. You can book any of them from the training page.',
    finishText: 'Add a photo, your sport, position and goals so our coaches can tailor your training. It takes about a minute.',
  },
  PARENT: {
    greeting: (name) => `Welcome to Octane, ${name}!`,
    intro: "You're all set to support your athlete's development. We'll show you how to link your athlete, book their sessions and follow their progress.",
    highlights: ['Link your athlete to your account', "Book and pay for your athlete's sessions", 'See every piece of coach feedback'],
    expectations: [
      {
        icon: MailPlus,
        title: 'Link your athlete',
        text: "Add your athlete from your dashboard and we'll e-mail them an invitation. Once they accept it, you're linked and can follow their training.",
      },
      { icon: CalendarCheck, title: 'Book sessions for them', text: 'Choose a program and a time, pick your athlete and pay in one place.' },
      { icon: MessageSquareText, title: 'Follow their feedback', text: "See your athlete's upcoming sessions and the coach's ratings and comments on their training videos." },
    ],
    recommendTitle: 'Recommended programs for your athlete',
    recommendText: 'Great places to start, whatever their sport. You can book any of them from the training page.',
    finishText: 'Add your photo and a few details so our coaches know who they are talking to. It takes about a minute.',
  },
  COACH: {
    greeting: (name) => `Welcome to the coaching team, ${name}!`,
    intro: 'Octane gives you what you need to run your sessions, review athlete video and follow every athlete you coach.',
    highlights: ["See today's sessions at a glance", 'Review uploads with an AI analysis to start from', "Follow each athlete's progress"],
    expectations: [
      { icon: CalendarDays, title: 'Your sessions', text: "See today's sessions, who has booked and how many spots are left." },
      { icon: Star, title: 'Review athlete media', text: 'Rate uploads from 1 to 5 and leave written feedback, with the AI analysis as a starting point.' },
      { icon: ChartLine, title: 'Athlete progress', text: 'Follow the history and progress of each athlete you work with.' },
    ],
    recommendTitle: 'Your coaching tools',
    recommendText: 'Everything you need to manage your athletes lives on your coach dashboard.',
    finishText: 'Add your photo and sport so athletes and parents know who is coaching them. It takes about a minute.',
  },
};
