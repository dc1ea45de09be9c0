import { battery } from "./battery";
import { esprGeneral } from "./espr-general";
import { gpsr } from "./gpsr";
import type { PassportTemplateDocument } from "./template";

export const BUILT_IN_PASSPORT_TEMPLATES: readonly PassportTemplateDocument[] = [esprGeneral, battery, gpsr];
export const builtInTemplate = (code: string) => BUILT_IN_PASSPORT_TEMPLATES.find((t) => t.code === code) ?? null;
