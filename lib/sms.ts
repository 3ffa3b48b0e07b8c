/** Bangladeshi mobile numbers and SMS lengths: the rules the shop's text messages follow. */

/**
 * A Bangladeshi mobile number in the one form SMS gateways take, +8801XXXXXXXXX, from however people write it
 * (01712-345678, 8801712345678, +880 1712 345678, 1712345678); null when it is not one (a land line, a foreign
 * number, a typo). Operators' prefixes run 013 to 019.
 */
export function bangladeshMobile(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/[\s().-]/g, '');
  const local = /^(?:\+?88)?(01[3-9]\d{8})$/.exec(digits)?.[1] ?? /^(1[3-9]\d{8})$/.exec(digits)?.[1];
  if (!local) return null;
  return `+88${local.startsWith('0') ? local : `0${local}`}`;
}

/** GSM 03.38's basic characters: a text of only these fits 160 in one SMS; any other makes it 70 (UCS-2). */
const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

/**
 * How many characters one SMS holds for a text: 160 in GSM-7, 70 otherwise (the tests hold the shop's texts to it).
 * @internal
 */
export const segmentLimit = (text: string) => (GSM_7.test(text) ? 160 : 70);
