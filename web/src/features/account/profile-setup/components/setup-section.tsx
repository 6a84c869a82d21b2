import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/ui/card';
import { SectionTitle } from '../../components/section-title';

/** A titled card of the setup form. */
export function SetupSection({ icon, title, description, children }: { icon: LucideIcon; title: string; description: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <SectionTitle icon={icon} title={title} description={description} />
      {children}
    </Card>
  );
}
