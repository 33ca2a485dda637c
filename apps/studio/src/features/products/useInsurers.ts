import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { InsurersQuery } from './graphql/products';

export const INSURERS_KEY = ['insurers'] as const;

export function useInsurers() {
  return useQuery({ queryKey: INSURERS_KEY, queryFn: async () => (await request(InsurersQuery)).insurers ?? [] });
}
