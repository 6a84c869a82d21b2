import { Tent } from 'lucide-react';
import { ComingSoon } from './components/coming-soon';

/** /camps: training camps are only a teaser (part 2: 3-5 days). */
export default function CampsPage() {
  return (
    <ComingSoon
      page="camps"
      icon={Tent}
      title="Training Camps"
      lead="Intensive 3-5 day training camps are coming soon: a few focused days of coaching to take your game to the next level."
      highlights={['3-5 days of focused, sport-specific training', 'Speed, agility and skills sessions every day', 'Small groups led by our coaches']}
    />
  );
}
