/** SMS lengths: the rule the tests hold the shop's text messages to. */

/** GSM 03.38's basic characters: a text of only these fits 160 in one SMS; any other makes it 70 (UCS-2). */
const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

/** How many characters one SMS holds for a text: 160 in GSM-7, 70 otherwise. */
export const segmentLimit = (text: string) => (GSM_7.test(text) ? 160 : 70);
