import { MasterclassPage } from '@/features/masterclass/components/masterclass-page';

export function MasterclassRoute() {
  return <MasterclassPage />;
}
