import { describe, expect, it } from 'vitest';
import { TEMPLATE_MESSAGE_CODES, TEMPLATE_WARNINGS, templateMessageOf } from './template-messages';
import { TEMPLATE_ERRORS, TEMPLATE_MESSAGES } from './templates';

describe('templateMessageOf', () => {
  it('names every validation error of the template APIs by its code, with the parts it quotes', () => {
    const problems = [
      TEMPLATE_ERRORS.notFound,
      TEMPLATE_ERRORS.nameRequired,
      TEMPLATE_ERRORS.unknownType('fax'),
      TEMPLATE_ERRORS.wrongType('sms'),
      TEMPLATE_ERRORS.tooLong('html', 200000),
      TEMPLATE_ERRORS.invalidJson('contentJsonString'),
      TEMPLATE_ERRORS.valueNotFound('v-1'),
      TEMPLATE_ERRORS.tooManyValues,
      TEMPLATE_ERRORS.invalidSort('colour'),
      TEMPLATE_ERRORS.renderNotAvailable('function'),
    ];
    for (const problem of problems)
      expect(templateMessageOf(problem.message)?.code).toBe(problem.code.replace('name_required', 'field_required'));
    expect(templateMessageOf(TEMPLATE_ERRORS.tooLong('html', 200000).message)?.params).toEqual({
      field: 'html',
      max: '200000',
    });
  });

  it('tells a variables problem of the preview query from a problem of the query', () => {
    const variables = `${TEMPLATE_MESSAGES.problemWithGraphQL}: ${TEMPLATE_MESSAGES.problemWithVariables} (bad JSON)`;
    expect(templateMessageOf(variables)).toEqual({ code: 'graphql_variables', params: { reason: 'bad JSON' } });
    expect(templateMessageOf(`${TEMPLATE_MESSAGES.problemWithGraphQL}: Cannot query field "x"`)).toEqual({
      code: 'graphql_problem',
      params: { reason: 'Cannot query field "x"' },
    });
  });

  it('names the unknown-filter warning and leaves an unknown message alone', () => {
    expect(templateMessageOf(TEMPLATE_WARNINGS.unknownFilter('shout'))).toEqual({
      code: 'liquid_unknown_filter',
      params: { name: 'shout' },
    });
    expect(templateMessageOf('Something else entirely')).toBeNull();
  });

  it('has one entry per code', () => {
    expect(new Set(TEMPLATE_MESSAGE_CODES).size).toBe(TEMPLATE_MESSAGE_CODES.length);
  });
});
