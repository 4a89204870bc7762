import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const CONTACT_MUTATION_KEYS = { send: ['contact', 'send'] } as const;

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** POST /api/contact → `{ message }`, a Serbian thank-you containing "Hvala" on success. */
export async function sendContactMessage(input: ContactMessage): Promise<{ message?: string }> {
  const response = await apiRequest('POST', '/api/contact', input);
  return (await response.json().catch(() => ({}))) as { message?: string };
}

export function useSendContactMessage() {
  return useMutation({ mutationKey: CONTACT_MUTATION_KEYS.send, mutationFn: sendContactMessage });
}
