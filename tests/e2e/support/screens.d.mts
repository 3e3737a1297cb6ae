// Types for screens.mjs.
export declare const SCREENS: ReadonlyArray<readonly [name: string, route: string]>;
export declare const DEPOSIT_SCREEN: readonly [name: string, route: string];
