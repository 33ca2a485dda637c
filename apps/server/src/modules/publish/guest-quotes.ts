import { PUBLISH_ERRORS } from '@carrier/contracts';
import { normalizeCodes } from '@carrier/contracts/rules';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Session } from '../../core/session';
import type { ThrottleRepository } from '../auth/throttle.repository';
import { GUEST_LIMITS, type GuestProduct } from './guest-scope';

type Where = Record<string, unknown>;

/** What a guest's quote needs done once it is priced: give back the codes that turned out to exist. */
export type QuoteAdmission = { settle(issues: ReadonlyArray<{ code: string }>): Promise<void> };
const NOTHING_TO_SETTLE: QuoteAdmission = { settle: async () => {} };

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
     * Counts a guest's quote against its address and app, and its discount codes against its address
     * before they are tried (concurrent guesses are all counted); staff are not counted.
     */
    async admitQuote(
      session: Session,
      clientAddress: string,
      codes: readonly string[],
    ): Promise<Outcome<QuoteAdmission>> {
      if (session.scope !== 'guest') return ok(NOTHING_TO_SETTLE);
      const { quotesPerAddressAndApp, unknownCodesPerAddress } = GUEST_LIMITS;
      const quoteKey = `guest-quotes:${session.tenantId}:${session.guestApp?.appId}@${clientAddress}`;
      if ((await throttle.hit(quoteKey, quotesPerAddressAndApp)) > quotesPerAddressAndApp.limit)
        return fail(PUBLISH_ERRORS.tooManyQuotes);
      const tried = normalizeCodes(codes).length;
      if (!tried) return ok(NOTHING_TO_SETTLE);
      const codeKey = `guest-codes:${session.tenantId}@${clientAddress}`;
      if ((await throttle.hit(codeKey, unknownCodesPerAddress, tried)) > unknownCodesPerAddress.limit)
        return fail(PUBLISH_ERRORS.tooManyDiscountCodes);
      return ok({
        async settle(issues) {
          const unknown = issues.filter((issue) => issue.code === 'unknown_discount_code').length;
          await throttle.release(codeKey, tried - unknown);
        },
      });
    },
  };
}
