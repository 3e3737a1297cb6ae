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
