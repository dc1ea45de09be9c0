import type { ESLint } from "eslint";

export const tenantDelegates: Set<string>;
export const tenantTables: Set<string>;
declare const plugin: ESLint.Plugin;
export default plugin;
