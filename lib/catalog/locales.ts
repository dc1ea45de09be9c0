// BCP 47 tags, in their canonical form (en-gb → en-GB), or null if invalid.
export function canonicalLocale(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical ?? null;
  } catch {
    return null;
  }
}

// The syntax Intl.getCanonicalLocales accepts (Unicode BCP 47 locale
// identifiers, any case), spelled out so the API's description can give it
// as a pattern. What a pattern cannot say: a variant or an extension
// singleton may not repeat; canonicalLocale refuses those. Built from its
// parts because the one regular expression is unreadable.
const alpha = "[a-zA-Z]";
const alnum = "[a-zA-Z0-9]";
const language = `(?:${alpha}{2,3}|${alpha}{5,8})`;
const script = `${alpha}{4}`;
const region = `(?:${alpha}{2}|[0-9]{3})`;
const variant = `(?:${alnum}{5,8}|[0-9]${alnum}{3})`;
const languageId = `${language}(?:-${script})?(?:-${region})?(?:-${variant})*`;
const keyword = `${alnum}${alpha}(?:-${alnum}{3,8})*`;
const unicodeExtension = `[uU](?:(?:-${alnum}{3,8})+(?:-${keyword})*|(?:-${keyword})+)`;
const field = `${alpha}[0-9](?:-${alnum}{3,8})+`;
const transformedExtension = `[tT](?:-${languageId}(?:-${field})*|(?:-${field})+)`;
const otherExtension = `[0-9a-sv-wyzA-SV-WYZ](?:-${alnum}{2,8})+`;
const privateUse = `[xX](?:-${alnum}{1,8})+`;

export const LANGUAGE_TAG = new RegExp(`^${languageId}(?:-(?:${unicodeExtension}|${transformedExtension}|${otherExtension}))*(?:-${privateUse})?$`);
