import { FeatureCards } from './feature-cards';
import { JoinBanner } from './join-banner';
import { NewsSection } from './news-section';
import { StatsSection } from './stats-section';

/** The home page's sections under the hero: features, statistics, news and the closing banner. */
export default function BelowTheFold() {
  return (
    <>
      <FeatureCards />
      <StatsSection />
      <NewsSection />
      <JoinBanner />
    </>
  );
}
