import { PrivacyPage } from '@/features/legal/components/privacy-page';
import { RefundPage } from '@/features/legal/components/refund-page';
import { TermsPage } from '@/features/legal/components/terms-page';

export const TermsRoute = TermsPage;
export const RefundRoute = RefundPage;
export const PrivacyRoute = PrivacyPage;
