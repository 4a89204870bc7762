import { ContactPage } from '@/features/contact/components/contact-page';

export function ContactRoute() {
  return <ContactPage />;
}
