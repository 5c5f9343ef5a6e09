/**
 * A name as an address segment, as a German reader spells it without umlauts: "Zion-Nationalpark"
 * → "zion-nationalpark", "Niagarafälle" → "niagarafaelle", "Straße" → "strasse", "Washington, D.C."
 * → "washington-d-c"; other accents are dropped ("Québec" → "quebec").
 */
export function slugify(text: string): string {
  return text
    .toLocaleLowerCase('de')
    .replace(/[äöü]/g, (umlaut) => `${umlaut.normalize('NFD')[0]}e`)
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
