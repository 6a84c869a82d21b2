import { DeferredSections } from '@/features/home/components/deferred-sections';
import { Hero } from '@/features/home/components/hero';

/** Part 1, 2.3: the signed-out home page. */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <DeferredSections />
    </>
  );
}
