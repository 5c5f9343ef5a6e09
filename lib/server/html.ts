/** Markup that is already safe; everything else interpolated into `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = SafeHtml | string | number | false | null | undefined | Part[];

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => entities[char]!);
}

function render(part: Part): string {
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === false || part === null || part === undefined) return '';
  return escapeHtml(String(part));
}

/** Tagged template for HTML: interpolated text and attribute values are escaped. */
export function html(strings: TemplateStringsArray, ...parts: Part[]) {
  return new SafeHtml(strings.reduce((out, string, i) => out + render(parts[i - 1]) + string));
}
