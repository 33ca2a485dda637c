import { PUBLISH_ERRORS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Session } from '../../core/session';
import type { ThrottleRepository } from '../auth/throttle.repository';
import { GUEST_LIMITS, type GuestProduct } from './guest-scope';

type Where = Record<string, unknown>;

/**
 * The guest's side of reading products and quoting: only the products its app version's quote
 * buttons name, and quotes and unknown discount codes counted per client address in the database.
 */
export function createGuestQuotes(deps: {
  throttle: ThrottleRepository;
  guestProducts: (tenantId: string, guestApp: NonNullable<Session['guestApp']>) => Promise<GuestProduct[]>;
}) {
  const { throttle } = deps;
  return {
    /**
     * The products_2 filter a caller may use: staff's as asked; a guest's narrowed to its app's
     * products, or null when its app quotes none (the answer is then empty).
     */
    async productsWhere<W extends Where>(session: Session, where: W | null | undefined): Promise<W | Where | null> {
      if (session.scope !== 'guest') return where ?? null;
      const products = session.guestApp ? await deps.guestProducts(session.tenantId, session.guestApp) : [];
      if (!products.length) return null;
      return where ? { and: [where, { id_in: products }] } : { id_in: products };
    },

    /**
     * Counts a guest's quote against its address and app, and the discount codes its product does
     * not know against its address, before the quote is answered (concurrent guesses are all counted;
     * a code that exists is no guess). Past the guesses' limit every code is refused, known or not,
     * so the answer never tells which exist. Staff are not counted.
     */
    async admitQuote(
      session: Session,
      clientAddress: string,
      codes: { requested: readonly string[]; unknown: () => Promise<readonly string[]> },
    ): Promise<Outcome<void>> {
      if (session.scope !== 'guest') return ok(undefined);
      const { quotesPerAddressAndApp: quoteRule, unknownCodesPerAddress: guessRule } = GUEST_LIMITS;
      const guesses = codes.requested.length ? (await codes.unknown()).length : 0;
      const guessKey = `guest-codes:${session.tenantId}@${clientAddress}`;
      // One statement for both counters (the repository batches hits made together); no guesses read the count.
      const [quotes, guessCount] = await Promise.all([
        throttle.hit(`guest-quotes:${session.tenantId}:${session.guestApp?.appId}@${clientAddress}`, quoteRule),
        codes.requested.length ? throttle.hit(guessKey, guessRule, guesses) : 0,
      ]);
      const guessesUsedUp = guesses ? guessCount > guessRule.limit : guessCount >= guessRule.limit;
      if (quotes > quoteRule.limit) return fail(PUBLISH_ERRORS.tooManyQuotes);
      if (guessesUsedUp) return fail(PUBLISH_ERRORS.tooManyDiscountCodes);
      return ok(undefined);
    },
  };
}
