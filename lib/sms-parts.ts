/** GSM 03.38's basic characters: one septet each. */
const GSM_BASIC = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;
/** Its extension table: two septets each, an escape and the character. */
const GSM_EXTENSION = /[\f^{}\\[~\]|€]/g;

/**
 * How many SMS a text goes out as: in GSM-7, 160 septets in one or 153 a part of several; with any other
 * character, in UCS-2, 70 characters in one or 67 a part (a concatenated part spends the rest on its header).
 */
export function smsParts(text: string): number {
  const basic = text.replace(GSM_EXTENSION, '');
  const gsm = GSM_BASIC.test(basic);
  const length = gsm ? 2 * text.length - basic.length : text.length;
  const [single, concatenated] = gsm ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / concatenated);
}
