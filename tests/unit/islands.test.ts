import { describe, expect, it } from 'vitest';
import { parseWidgetProps } from '@/content/islands';
import { widgetFor, type WidgetRegistry } from '@/content/widgets';

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

const Known = () => null;

describe('widget lookup', () => {
  const registry: WidgetRegistry = { known: Known };

  it('finds a registered widget', () => {
    expect(widgetFor(registry, 'known')).toBe(Known);
  });

  it('finds nothing for names an object inherits', () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf', 'unknown']) {
      expect(widgetFor(registry, name)).toBeUndefined();
    }
  });
});
