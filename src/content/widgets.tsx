import { createContext, useContext, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Widget names → lazy React components. The registry itself is filled in app/ (features never import each
 * other; the server's HTML composes them instead).
 */
export type WidgetProps = Record<string, unknown>;
export type WidgetComponent = LazyExoticComponent<ComponentType<WidgetProps>> | ComponentType<WidgetProps>;
export type WidgetRegistry = Readonly<Record<string, WidgetComponent>>;

const WidgetRegistryContext = createContext<WidgetRegistry>({});

export const WidgetRegistryProvider = WidgetRegistryContext.Provider;

export function useWidgetRegistry(): WidgetRegistry {
  return useContext(WidgetRegistryContext);
}

/** The widget an island names, if this build has one: own entries only, so "constructor" or "toString" find nothing. */
export function widgetFor(registry: WidgetRegistry, name: string): WidgetComponent | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}
