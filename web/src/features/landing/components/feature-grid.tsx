import { Activity, Headphones, LayoutTemplate, Package, Palette, Wand2 } from 'lucide-react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { FEATURES } from '../landing-content';
import { SectionHeading } from './section-heading';

const ICONS = { wand: Wand2, palette: Palette, layout: LayoutTemplate, package: Package, activity: Activity, headphones: Headphones } as const;

export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="features-title" eyebrow="Funkcije" title="Sve što vam treba za ozbiljnu prodavnicu" text="Bez dizajnera, programera i meseci čekanja. Dućan spaja brend, temu i sadržaj u jednu gotovu prodavnicu." />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="feature-cards">
        {FEATURES.map((feature) => {
          const Icon = ICONS[feature.icon];
          return (
            <li key={feature.title}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="mb-2 inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <CardTitle>{feature.title}</CardTitle>
                  <p className="text-base leading-relaxed text-slate-700">{feature.text}</p>
                </CardHeader>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
