import { describe, expect, it } from 'vitest';
import { parseWidgetProps } from '@/content/islands';

describe('widget island props', () => {
  it('parses a JSON object and refuses anything else', () => {
    expect(parseWidgetProps('{"compact":true,"n":2}')).toEqual({ compact: true, n: 2 });
    expect(parseWidgetProps(null)).toEqual({});
    expect(parseWidgetProps('')).toEqual({});
    expect(parseWidgetProps('[1,2]')).toEqual({});
    expect(parseWidgetProps('"text"')).toEqual({});
    expect(parseWidgetProps('{broken')).toEqual({});
  });
});
