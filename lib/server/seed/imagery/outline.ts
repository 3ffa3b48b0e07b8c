import { readFileSync } from 'node:fs';
import path from 'node:path';
import opentype, { type Font } from 'opentype.js';

/** The brand's display face (styles/fonts.ts), as a font file the seed can read glyph outlines from. */
const DISPLAY_FONT = 'node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff';

let font: Font | null | undefined;
/** The face, or null when its file cannot be read (the caller then writes text). */
function displayFont(): Font | null {
  if (font === undefined) {
    try {
      const file = readFileSync(path.join(process.cwd(), DISPLAY_FONT));
      font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    } catch (error) {
      console.error(`The display face could not be read (${DISPLAY_FONT}), so pictures write text instead:`, error);
      font = null;
    }
  }
  return font;
}

/**
 * A line of text in the brand's display face as an SVG path, centred on `x` with its baseline at `y`, and at most
 * `width` wide (a smaller size where it would be wider): a picture cannot load the page's fonts, so text drawn as
 * outlines is the only way it shows in that face everywhere. Null when the face lacks a character of it (a name in
 * Bengali, say) or cannot be read: the caller then writes it as text.
 */
export function displayTextPath(
  text: string,
  o: { x: number; y: number; size: number; letterSpacing: number; width: number },
): string | null {
  const face = displayFont();
  if (!face || [...text].some((char) => char.trim() && face.charToGlyphIndex(char) === 0)) return null;
  const options = { letterSpacing: o.letterSpacing / o.size, kerning: true };
  const size = o.size * Math.min(1, o.width / face.getAdvanceWidth(text, o.size, options));
  const width = face.getAdvanceWidth(text, size, options);
  return face.getPath(text, o.x - width / 2, o.y, size, options).toPathData(1);
}
