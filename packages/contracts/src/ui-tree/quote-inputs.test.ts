import { describe, expect, it } from 'vitest';
import { DICTIONARY_TYPES } from '../rating-dictionary';
import { uiNode } from './node';
import { feedMismatch, quoteFeeds, type VariableFeed } from './quote-inputs';

const fed = (component: string, mapping: Record<string, string> = {}) => {
  const field = uiNode(component, { bindTo: 'form.x' });
  const button = uiNode('JButton', { props: { action: 'quote', inputMapping: mapping } });
  return quoteFeeds([field, button], button);
};

describe('feedMismatch', () => {
  it('says which fields cannot give a dictionary type, by what they give', () => {
    const fits = (component: string) =>
      DICTIONARY_TYPES.filter((type) => feedMismatch(fed(component).get('x') as VariableFeed, type) === null);
    expect(fits('JInputText')).toEqual(['text']);
    expect(fits('JInputNumber')).toEqual(['number']);
    expect(fits('JSlider')).toEqual(['number']);
    expect(fits('JToggle')).toEqual(['boolean']);
    expect(fits('JSelect')).toEqual(['text', 'choice']);
    expect(fits('JDatePicker')).toEqual(['text', 'date']);
    expect(fits('JCheckboxGroup')).toEqual([]);
    // An element of no known kind of value is not checked.
    expect(fits('JCustomWidget')).toEqual([...DICTIONARY_TYPES]);
  });

  it('counts a date of birth feeding the age as a number', () => {
    const feeds = fed('JInputDateOfBirth', { years: 'form.x' });
    expect(feedMismatch(feeds.get('age') as VariableFeed, 'number')).toBeNull();
    expect(feedMismatch(feeds.get('years') as VariableFeed, 'number')).toBeNull();
    expect(feedMismatch(feeds.get('x') as VariableFeed, 'number')).toBe('date');
  });
});
