import type { NotServedEntry } from './api-compat';

/**
 * What the reference schema (reference/api-compat.graphql) has and we do not serve yet, by path as
 * `compareWithReference` reports it, with the reference type (as `describe` writes it) and why. An entry
 * excuses only that field missing with exactly that type (`unexcused`): a field served with another type
 * fails the contract test, and so does an entry that is served after all. The list only ever shrinks.
 */
export const NOT_SERVED_YET: Readonly<Record<string, NotServedEntry>> = {
  // Currency conversion and option pricing.
  'pricing.convertedPrices': {
    type: '[pricing]!',
    reason: "no exchange rates are kept, and the reference does not give exchangeRateConversionOptionsInput's shape",
  },
  'priceLogicInput.options': {
    type: '[pricingOptionInput]',
    reason: 'no option pricing: a price logic is one JSON-logic amount (options would be silently dropped)',
  },
  'templateRenderParametersInput.statisticsMetadata': {
    type: 'statisticsMetadataInput',
    reason: 'no render statistics are recorded, and the reference does not give the input shape',
  },
  'emailMessageInput.pdfAttachments': {
    type: '[pdfAttachmentInput]',
    reason: 'test emails attach rendered templates only; PDFs given as HTML are not printed on send yet',
  },
  // Claims, reviews and product documents this platform does not model; none of the clients we read
  // (CoverGo's JavaScript SDK and command-line client) asks for them.
  'product.claimFactTemplateGraph': { type: 'factTemplate', reason: 'no claims on this platform' },
  'product.claimSettings': { type: 'claimSettings', reason: 'no claims on this platform' },
  'createProductInput.claimSettings': { type: 'claimSettingsInput', reason: 'no claims on this platform' },
  'updateProductInput.claimSettings': { type: 'claimSettingsInput', reason: 'no claims on this platform' },
  'product.exclusionSettings': { type: 'exclusionSettings', reason: 'the reference does not give its shape' },
  'createProductInput.exclusionSettings': {
    type: 'exclusionSettingsInput',
    reason: 'the reference does not give its shape',
  },
  'updateProductInput.exclusionSettings': {
    type: 'exclusionSettingsInput',
    reason: 'the reference does not give its shape',
  },
  'product.loadingSettings': {
    type: 'loadingSettings',
    reason: "loadings are the pricing module's codes (loadingCodes); the reference does not give the input's shape",
  },
  'createProductInput.loadingSettings': { type: 'loadingSettingsInput', reason: 'see product.loadingSettings' },
  'updateProductInput.loadingSettings': { type: 'loadingSettingsInput', reason: 'see product.loadingSettings' },
  'product.rejectionSettings': {
    type: 'rejectionSettings',
    reason: 'no underwriting rejection codes on this platform',
  },
  'createProductInput.rejectionSettings': { type: 'rejectionSettingsInput', reason: 'see product.rejectionSettings' },
  'updateProductInput.rejectionSettings': { type: 'rejectionSettingsInput', reason: 'see product.rejectionSettings' },
  'product.events': { type: '[detailedEventLog]', reason: 'no event log: createdAt/lastModifiedAt and releases' },
  'product.facts': { type: '[fact]', reason: 'no product facts on this platform' },
  'createProductInput.facts': { type: '[addFactInput]', reason: 'no product facts on this platform' },
  'productWhereInput.internalReviews_some': {
    type: 'internalReviewWhere',
    reason: 'no product reviews (product.internalReviews is null): reviews are releases (modules/pricing/releases)',
  },
  'product.templateRelationships': {
    type: '[templateRelationship]',
    reason: 'templates are not linked to products on this platform',
  },
  'product.underwriting': {
    type: 'underwriting',
    reason: "the reference's structured underwriting object; ours is underwritingRules (JSON logic)",
  },
  'createProductInput.underwriting': { type: 'underwritingInput', reason: 'see product.underwriting' },
  'updateProductInput.underwriting': { type: 'underwritingInput', reason: 'see product.underwriting' },
  'benefitInput.condition': {
    type: 'conditionInput',
    reason: 'benefits carry no conditions (benefitGraph.condition is null)',
  },
  'updateBenefitInput.condition': { type: 'conditionInput', reason: 'see benefitInput.condition' },
  // Product filters and patches on the JSON documents.
  'productWhereInput.fields': { type: 'fieldsWhereInput', reason: 'no filter inside the fields document yet' },
  'productWhereInput.representation': { type: 'fieldsWhereInput', reason: 'see productWhereInput.fields' },
  'updateProductInput.fieldsPatch': { type: 'String', reason: 'no JSON patches: send the whole fields document' },
  'updateProductInput.representationPatch': { type: 'String', reason: 'see updateProductInput.fieldsPatch' },
};
