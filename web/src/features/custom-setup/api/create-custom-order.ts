import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const CUSTOM_ORDER_MUTATION_KEYS = { create: ['custom-orders', 'create'] } as const;

export interface OrderAddress {
  firstName: string;
  lastName: string;
  address: string;
  apartment: string;
  city: string;
  country: string;
  state: string;
  postalCode: string;
}

export interface CustomOrderInput extends OrderAddress {
  niches: string[];
  email: string;
  phone: string;
  useSameForBilling: boolean;
  billingAddress?: OrderAddress;
}

export interface CustomOrderCreated {
  id: string | number;
  totalUsd: number;
  message: string;
}

/** POST /api/custom-orders → 201 `{ id, totalUsd, message }`; the server recomputes the price. */
export async function createCustomOrder(input: CustomOrderInput): Promise<CustomOrderCreated> {
  const response = await apiRequest('POST', '/api/custom-orders', input);
  return (await response.json()) as CustomOrderCreated;
}

export function useCreateCustomOrder() {
  return useMutation({ mutationKey: CUSTOM_ORDER_MUTATION_KEYS.create, mutationFn: createCustomOrder });
}
