import { CustomSetupPage } from '@/features/custom-setup/components/custom-setup-page';

export function CustomSetupRoute() {
  return <CustomSetupPage />;
}
