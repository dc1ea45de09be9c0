import type { ESLint } from "eslint";

export const tenantDelegates: Set<string>;
declare const plugin: ESLint.Plugin;
export default plugin;
