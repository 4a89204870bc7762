import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const NEWSLETTER_MUTATION_KEYS = { subscribe: ['newsletter', 'subscribe'] } as const;

/** What the landing page's form subscribes to (first specification, §7). */
export const NEWSLETTER_SOURCE = 'landing_page_cta';
export const NEWSLETTER_INTERESTS = ['shopify', 'ecommerce', 'dropshipping'] as const;

export interface NewsletterSubscription {
  email: string;
  name: string;
}

export async function subscribeNewsletter({ email, name }: NewsletterSubscription): Promise<{ message?: string }> {
  const response = await apiRequest('POST', '/api/newsletter', { email, name, source: NEWSLETTER_SOURCE, interests: [...NEWSLETTER_INTERESTS] });
  return (await response.json().catch(() => ({}))) as { message?: string };
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationKey: NEWSLETTER_MUTATION_KEYS.subscribe, mutationFn: subscribeNewsletter });
}
