import { useMutation } from '@tanstack/react-query';
import { MASTERCLASS_SUCCESS_MESSAGE } from '@ducan/contracts';
import { apiRequest } from '@/lib/api-client';

export const MASTERCLASS_MUTATION_KEYS = { apply: ['masterclass', 'apply'] } as const;

/** Marks the contact message as a MasterClass application (second specification, §7). */
export const APPLICATION_LABEL = '[MasterClass aplikacija]';
export const APPLICATION_SUCCESS = MASTERCLASS_SUCCESS_MESSAGE;

export interface MasterclassApplication {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** Posts to /api/contact; success is judged by the HTTP status. */
export async function submitApplication(input: MasterclassApplication): Promise<void> {
  await apiRequest('POST', '/api/contact', { ...input, message: `${APPLICATION_LABEL} ${input.message}` });
}

export function useSubmitApplication() {
  return useMutation({ mutationKey: MASTERCLASS_MUTATION_KEYS.apply, mutationFn: submitApplication });
}
