import { DeferredSections } from './components/deferred-sections';
import { Hero } from './components/hero';

/** Part 1, 2.3: the signed-out home page. */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <DeferredSections />
    </>
  );
}
