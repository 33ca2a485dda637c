import { describe, expect, it } from 'vitest';
import { emailProblem } from './email';

describe('email fields', () => {
  it('asks for an address, then for a well-formed one', () => {
    expect(emailProblem('  ')).toBe('validation.required');
    expect(emailProblem('not-an-email')).toBe('validation.email');
    expect(emailProblem('admin@studio')).toBe('validation.email');
    expect(emailProblem('.admin@studio.test')).toBe('validation.email');
    expect(emailProblem('ad..min@studio.test')).toBe('validation.email');
    expect(emailProblem('admin@studio.t')).toBe('validation.email');
    expect(emailProblem(' admin@studio.test ')).toBeNull();
    expect(emailProblem("o'brien+quotes@mail.harbour-mutual.hk")).toBeNull();
  });
});
