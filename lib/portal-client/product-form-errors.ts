import { createProductBody, updateProductBody } from "@/lib/catalog/schemas";
import type { ProductDocument } from "./api-types";
import { errorsByInput } from "./field-paths";
import { createBodyOf, patchBodyOf, type FormContext, type ProductForm } from "./product-form";

const issuesOf = (issues: readonly { path: PropertyKey[]; message: string }[]) => issues.map((i) => ({ path: i.path.join("."), message: i.message }));

// What the browser can tell before sending: the body the API would get
// (a create, or the merge patch of an edit) checked with the API's own
// schema, and typed inputs whose text is not a value, one plain message per
// input.
export function checkProductForm(form: ProductForm, product: ProductDocument | undefined, context: FormContext) {
  const { body, problems } = product ? patchBodyOf(form, product, context) : createBodyOf(form, context);
  const parsed = product ? updateProductBody.safeParse(body) : createProductBody.safeParse(body);
  const errors = { ...(parsed.success ? {} : errorsByInput(issuesOf(parsed.error.issues))), ...problems };
  return { body, errors };
}

// The errors after one input was edited: that input's message is checked
// again, so it changes as the text changes and goes once the text is right;
// a message the browser cannot check (the API's: a SKU taken, a dictionary
// rule) goes at the first edit. Other inputs keep theirs until edited.
export function errorsAfterEdit(errors: Record<string, string>, path: string, form: ProductForm, product: ProductDocument | undefined, context: FormContext): Record<string, string> {
  if (!(path in errors)) return errors;
  const rest = Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path));
  const now = checkProductForm(form, product, context).errors[path];
  return now === undefined ? rest : { ...rest, [path]: now };
}
