import { builder } from '../../graphql/builder';
import { JSON_LENGTH } from '../../graphql/input-limits';
import { KeyValueInput, ScalarValueInput } from '../../graphql/types/scalar-value';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

const TagInput = builder.inputType('tagInput', { fields: (t) => ({ type: t.string({ required: true }) }) });

/** createProductInput's and updateProductInput's descriptive fields (reference names and types). */
export const productDetailInputFields = (t: InputFields) => ({
  status: t.string(),
  lifecycleStage: t.string(),
  launchPeriodStartDate: t.field({ type: 'Date' }),
  launchPeriodEndDate: t.field({ type: 'Date' }),
  fields: t.string({ ...JSON_LENGTH, description: 'A JSON document, stored as sent' }),
  representation: t.string({ ...JSON_LENGTH, description: 'A JSON document, stored as sent' }),
  tags: t.field({ type: [TagInput], required: { list: false, items: false } }),
  issuerProductId: t.string({ description: "The insurer's own id of the product" }),
  productTreeId: t.string({ description: 'The root node of the product tree (createNode)' }),
  changeEffectiveDate: t.field({ type: 'Date', description: 'When the last change of the product takes effect' }),
});

const BenefitOptionInput = builder.inputType('benefitOptionInput', {
  description: 'Chosen benefit option',
  fields: (t) => ({
    insuredId: t.string(),
    key: t.string(),
    typeId: t.string({ required: true }),
    value: t.field({ type: ScalarValueInput }),
  }),
});

/**
 * products_2 arguments that, on the reference platform, feed pricing and illustrations of the listed
 * products. Accepted so reference clients work; ignored until pricing reads them.
 */
export const pricingContextArgs = builder.args((t) => ({
  values: t.field({ type: [KeyValueInput], required: { list: false, items: false } }),
  valuesJsonString: t.string({ ...JSON_LENGTH }),
  benefitOptions: t.field({ type: [BenefitOptionInput], required: { list: false, items: false } }),
}));
