import { readFileSync } from 'node:fs';
import path from 'node:path';
import opentype, { type Font } from 'opentype.js';

/** The brand's display face (app/fonts.ts), as a font file the seed can read glyph outlines from. */
const DISPLAY_FONT = 'node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff';

let font: Font | undefined;
function displayFont(): Font {
  if (!font) {
    const file = readFileSync(path.join(process.cwd(), DISPLAY_FONT));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  }
  return font;
}

/**
 * A line of text in the brand's display face as an SVG path, centred on `x` with its baseline at `y`: a picture
 * cannot load the page's fonts, so text drawn as outlines is the only way it shows in that face everywhere. Null
 * when the face lacks a character of it (a name in Bengali, say): the caller then writes it as text.
 */
export function displayTextPath(text: string, o: { x: number; y: number; size: number; letterSpacing: number }) {
  const face = displayFont();
  if ([...text].some((char) => char.trim() && face.charToGlyphIndex(char) === 0)) return null;
  const options = { letterSpacing: o.letterSpacing / o.size, kerning: true };
  const width = face.getAdvanceWidth(text, o.size, options);
  return face.getPath(text, o.x - width / 2, o.y, o.size, options).toPathData(1);
}
