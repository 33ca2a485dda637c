import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mutate, request } from '../../api/client';
import type { VariablesOf } from '../../api/graphql';
import { errorMessage } from '../../app/error-message';
import { useLoad } from '../../ui/useLoad';
import { useSubmit } from '../../ui/useSubmit';
import { PromoteMutation, PromotionPlanQuery, PromotionTargetsQuery } from './graphql';

export type PromotionInput = VariablesOf<typeof PromotionPlanQuery>['input'];
/** How the last promotion ended: how many entries it copied, or why nothing changed. */
export type Outcome = { ok: true; count: number; target: string } | { ok: false; message: string; target: string };

const sameInput = (a: PromotionInput | null, b: PromotionInput | null) => JSON.stringify(a) === JSON.stringify(b);

export const useTargets = () =>
  useLoad({
    queryKey: ['promotion', 'targets'],
    queryFn: async () => (await request(PromotionTargetsQuery, {})).promotionTargets,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The compare-and-promote flow for the page's current input: `compare` asks the server for the plan of
 * that input; the plan is `current` until the input changes; `promote` applies it, all or nothing.
 */
export function usePromotion(input: PromotionInput | null) {
  const queryClient = useQueryClient();
  const [compared, setCompared] = useState<PromotionInput | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { busy, submit } = useSubmit();
  const plan = useLoad({
    queryKey: ['promotion', 'plan', compared],
    queryFn: async () => (await request(PromotionPlanQuery, { input: compared as PromotionInput })).promotionPlan,
    enabled: compared !== null,
    gcTime: 0,
  });
  const current = compared !== null && sameInput(compared, input);

  const compare = () => {
    setOutcome(null);
    if (current) void plan.refetch();
    else setCompared(input);
  };

  const promote = (count: number, target: string) =>
    submit(async () => {
      if (!compared) return false;
      try {
        await mutate(PromoteMutation, { input: compared }, (data) => data.promote);
      } catch (error) {
        setOutcome({ ok: false, message: errorMessage(error), target });
        return false;
      }
      setOutcome({ ok: true, count, target });
      // The target now holds the selection: comparing again shows it unchanged.
      await queryClient.invalidateQueries({ queryKey: ['promotion', 'plan'] });
    });

  return { plan, compared, current, compare, promote, busy, outcome };
}
