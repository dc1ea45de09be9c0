// `npm run bench:syndication [-- --products N]`: a channel sync to an http
// destination (syndication/http.ts); with `-- --template <code>`, a feed
// channel of that retailer template with its rules checked
// (syndication/template.ts). Each sets its environment before it loads the
// service's modules, which read it once.
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { products: { type: "string" }, template: { type: "string" } } });
await import(values.template ? "./syndication/template" : "./syndication/http");
