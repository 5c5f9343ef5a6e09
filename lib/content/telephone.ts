/**
 * The `tel:` address of a telephone number as people write it: its digits and the leading `+`.
 * A German number in international form is often written with the trunk prefix in brackets,
 * "+49 (0)30 …", which is not dialled from abroad: "(0)" is dropped.
 */
export function telephoneUri(phone: string) {
  const international = phone.trim().startsWith('+');
  const digits = phone.replace(/\(0\)/g, '').replace(/\D/g, '');
  return `tel:${international ? '+' : ''}${digits}`;
}
