import type { LayoutHandle } from '@/components/layout/nav-links';
import { CtaBlock } from '@/features/landing/components/cta-block';
import { Faq } from '@/features/landing/components/faq';
import { FeatureGrid } from '@/features/landing/components/feature-grid';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { Statistics } from '@/features/landing/components/statistics';
import { StoreExamples } from '@/features/landing/components/store-examples';
import { Testimonials } from '@/features/landing/components/testimonials';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';

/** The landing page's in-page anchors in the header. */
export const landingHandle: LayoutHandle = {
  navAnchors: [
    { label: 'Funkcije', to: '#features' },
    { label: 'FAQ', to: '#pricing' },
    { label: 'Komentari', to: '#testimonials' },
  ],
};

export function LandingRoute() {
  return (
    <main>
      <Hero />
      <Statistics />
      <FeatureGrid />
      <HowItWorks />
      <Testimonials />
      <Faq />
      <StoreExamples />
      <CtaBlock />
      <NewsletterSection />
    </main>
  );
}
