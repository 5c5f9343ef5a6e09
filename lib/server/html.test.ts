import { html, SafeHtml } from './html';

test('text and attribute values are escaped, safe markup and lists are kept', () => {
  const name = '<script>alert("x")</script> & \'du\'';
  const out = html`<p title="${name}">
    ${name}${new SafeHtml('<br>')}${['a', html`<b>${'<'}</b>`]}${false}${null}
  </p>`;
  expect(out.value.replace(/\s*\n\s*/g, '')).toBe(
    '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;du&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;du&#39;<br>a<b>&lt;</b></p>',
  );
  expect(html`${'a&b'}`.value).toBe('a&amp;b');
});
