import { describe, expect, it } from "vitest";
import { html } from "./html";

describe("html", () => {
  it("escapes interpolated text and keeps nested HTML", () => {
    const name = '<script>alert("x")</script> & co';
    expect(html`<p title="${name}">${name}</p>`.text).toBe('<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</p>');
    expect(html`<ul>${["a", "b"].map((x) => html`<li>${x}</li>`)}</ul>`.text).toBe("<ul><li>a</li><li>b</li></ul>");
    expect(html`${null}${false}${undefined}${0}`.text).toBe("0");
  });
});
