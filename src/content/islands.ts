/** Where the server's HTML asks for a React widget: `<div data-widget="name" data-props='{"a":1}'>`. */
export type Island = { key: string; name: string; props: Record<string, unknown>; element: HTMLElement };

export function parseWidgetProps(raw: string | null | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function findIslands(root: ParentNode): Island[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-widget]')).map((element, index) => {
    const name = element.dataset.widget ?? '';
    return { key: `${name}:${index}`, name, props: parseWidgetProps(element.dataset.props), element };
  });
}
