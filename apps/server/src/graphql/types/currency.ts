import { CURRENCY_CODES } from '@carrier/contracts';
import { builder } from '../builder';

export const CurrencyCodeEnum = builder.enumType('currencyCodeEnumeration', {
  description: 'A list of all possible currency codes',
  values: CURRENCY_CODES,
});
