/**
 * What a published app's visitor may ask of the API with its guest token, whatever the guest account
 * itself may do: read products and quote them (products_2 with its pricing). Everything else, mutations
 * included, answers the authorization error; files refuse guest tokens.
 */
export const GUEST_ROOT_FIELDS: ReadonlySet<string> = new Set(['products_2', '__typename']);
