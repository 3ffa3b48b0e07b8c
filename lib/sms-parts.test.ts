import { smsParts } from './sms-parts';

describe('smsParts', () => {
  it.each([
    ['GSM-7, 160 in one', 'a'.repeat(160), 1],
    ['GSM-7, 161 in two', 'a'.repeat(161), 2],
    ['GSM-7, 306 in two', 'a'.repeat(306), 2],
    ['GSM-7, 307 in three', 'a'.repeat(307), 3],
    ['GSM-7 accents and Greek', 'Lumière: Ñoño à Øre ΔΣΩ', 1],
    ['extension characters count two: 80 € in one', '€'.repeat(80), 1],
    ['extension characters count two: 81 € in two', '€'.repeat(81), 2],
    ['159 letters and a bracket in two', `${'a'.repeat(159)}[`, 2],
    ['an en dash makes it UCS-2: 70 in one', `${'a'.repeat(69)}–`, 1],
    ['an en dash makes it UCS-2: 71 in two', `${'a'.repeat(70)}–`, 2],
    ['Bangla, 70 in one', 'অ'.repeat(70), 1],
    ['Bangla, 71 in two', 'অ'.repeat(71), 2],
    ['Bangla, 134 in two', 'অ'.repeat(134), 2],
    ['Bangla, 135 in three', 'অ'.repeat(135), 3],
    ['Bangla with ASCII digits and a taka sign', 'অর্ডার LI12345678: ৳1,250', 1],
  ])('%s', (_case, text, parts) => expect(smsParts(text)).toBe(parts));
});
